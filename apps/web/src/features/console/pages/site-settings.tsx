import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsThemeFile } from '@rc/contract';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useRestoreTheme, useSaveMourn, useSiteSettings, useUploadTheme } from '../api/site-settings.js';
import { QueryState } from '../components/query-state.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';

/** Largest sprite sheet the server accepts (ops/site/theme/upload). */
const maxBytes = 256 * 1024;

function MournCard({ mourn, updatedAt }: { mourn: boolean; updatedAt: string | null }) {
  const { t } = useTranslation('console');
  const save = useSaveMourn();
  const flip = async () => {
    const ok = await confirmDialog({
      title: t('site.mournTitle'),
      content: mourn ? t('site.confirmOff') : t('site.confirmOn'),
      confirmText: t('state.confirm'),
      cancelText: t('state.cancel'),
    });
    if (!ok) return;
    save.mutate(
      { mourn: !mourn },
      { onSuccess: (data) => showToast(data.mourn ? t('site.mournOn') : t('site.mournOff')) },
    );
  };
  return (
    <section className="rc-con-card" data-testid="mourn-card">
      <h2>{t('site.mournTitle')}</h2>
      <p className="rc-con-muted">{t('site.mournLead')}</p>
      <p>
        <span
          className={mourn ? 'rc-con-tag rc-con-tag--warn' : 'rc-con-tag rc-con-tag--off'}
          data-testid="mourn-state"
        >
          {mourn ? t('site.mournOn') : t('site.mournOff')}
        </span>
        {updatedAt ? (
          <span className="rc-con-muted"> {t('site.changedAt', { time: formatDateTime(updatedAt) })}</span>
        ) : null}
      </p>
      <button
        type="button"
        className={mourn ? 'rc-con-secondary' : 'rc-con-danger'}
        disabled={save.isPending}
        onClick={() => void flip()}
        data-testid="mourn-toggle"
      >
        {mourn ? t('site.turnOff') : t('site.turnOn')}
      </button>
    </section>
  );
}

function fileName(file: OpsThemeFile['file']): {
  theme: 'ordinary' | 'vip';
  sheet: 'common' | 'car' | 'service' | 'product';
} {
  const m = /^theme\/(ordinary|vip)\/sprite-(common|car|service|product)\.svg$/.exec(file);
  return {
    theme: (m?.[1] ?? 'ordinary') as 'ordinary' | 'vip',
    sheet: (m?.[2] ?? 'common') as 'common' | 'car' | 'service' | 'product',
  };
}

/** The bytes of a chosen file as base64 (the upload's body). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function ThemeFileRow({ entry }: { entry: OpsThemeFile }) {
  const { t } = useTranslation('console');
  const upload = useUploadTheme();
  const restore = useRestoreTheme();
  const input = useRef<HTMLInputElement>(null);
  const { theme, sheet } = fileName(entry.file);
  const name = `${t(`site.themes.${theme}`)} · ${t(`site.sheets.${sheet}`)}`;

  const chosen = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!/\.svg$/i.test(file.name)) return showToast(t('site.notSvg'));
    if (file.size > maxBytes) return showToast(t('site.tooLarge'));
    upload.mutate(
      { file: entry.file, dataBase64: await base64Of(file) },
      { onSuccess: () => showToast(t('site.uploaded')) },
    );
  };
  const askRestore = async () => {
    const ok = await confirmDialog({
      title: t('site.restore'),
      content: t('site.confirmRestore', { name }),
      confirmText: t('state.confirm'),
      cancelText: t('state.cancel'),
    });
    if (ok) restore.mutate({ file: entry.file }, { onSuccess: () => showToast(t('site.restored')) });
  };
  const busy = upload.isPending || restore.isPending;
  return (
    <article className="rc-con-row" data-testid="theme-file" data-file={entry.file}>
      <header>
        <strong>{name}</strong>
        <span className={entry.replaced ? 'rc-con-tag rc-con-tag--warn' : 'rc-con-tag rc-con-tag--off'}>
          {entry.replaced ? t('site.replaced') : t('site.shipped')}
        </span>
      </header>
      <p className="rc-con-muted">
        <code>{entry.file}</code> ·{' '}
        {t('site.size', { size: (entry.size / 1024).toFixed(1), count: entry.icons.length })}
      </p>
      {entry.replaced && entry.updatedAt ? (
        <p className="rc-con-muted">
          {t('site.replacedBy', {
            who: entry.updatedBy ?? '',
            time: formatDateTime(entry.updatedAt),
          })}
        </p>
      ) : null}
      <input
        ref={input}
        type="file"
        accept=".svg,image/svg+xml"
        hidden
        onChange={(e) => void chosen(e.target.files?.[0])}
        data-testid="theme-input"
      />
      <div className="rc-con-actions">
        <button
          type="button"
          className="rc-con-secondary"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {t('site.upload')}
        </button>
        {entry.replaced ? (
          <button type="button" className="rc-con-danger" disabled={busy} onClick={() => void askRestore()}>
            {t('site.restore')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/** /console/site (admin): the mourning flag and the themes' fixed icon files. */
export function Page() {
  const { t } = useTranslation('console');
  const settings = useSiteSettings();
  return (
    <>
      <p className="rc-con-muted">{t('site.lead')}</p>
      <QueryState query={settings}>
        {(data) => (
          <>
            <MournCard mourn={data.mourn} updatedAt={data.mournUpdatedAt} />
            <section className="rc-con-card">
              <h2>{t('site.themeTitle')}</h2>
              <p className="rc-con-muted">{t('site.themeLead')}</p>
            </section>
            {data.themeFiles.map((f) => (
              <ThemeFileRow key={f.file} entry={f} />
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}
