import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsChannel } from '@rc/contract';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useConsoleMe } from '../api/me.js';
import { useChannels, useCreateChannel, useRotateChannel, useSetChannelEnabled } from '../api/channels.js';
import { useDraftForm } from '../components/draft-form.js';
import { CheckField } from '../components/fields.js';
import { formatDateTime } from '../../../shared/format/format.js';
import { QueryState } from '../components/query-state.js';
import '../i18n/register.js';
import '../components/console-ui.css';

function SecretCard({ id, secret, onDone }: { id: string; secret: string; onDone: () => void }) {
  const { t } = useTranslation('console');
  return (
    <section className="rc-con-card" role="alert" data-testid="channel-secret">
      <h2>{t('channels.secretTitle', { id })}</h2>
      <p className="rc-con-secret">{secret}</p>
      <button type="button" className="rc-con-primary" onClick={onDone}>
        {t('channels.secretDone')}
      </button>
    </section>
  );
}

function ChannelRow({
  channel,
  canRotate,
  onSecret,
}: {
  channel: OpsChannel;
  canRotate: boolean;
  onSecret: (id: string, s: string) => void;
}) {
  const { t } = useTranslation('console');
  const rotate = useRotateChannel();
  const setEnabled = useSetChannelEnabled();
  const ask = (content: string) =>
    confirmDialog({
      title: channel.name,
      content,
      confirmText: t('state.confirm'),
      cancelText: t('state.cancel'),
    });
  return (
    <article className="rc-con-row" data-testid="channel-row">
      <header>
        <strong>
          {channel.name} · {channel.id}
        </strong>
        <span className={channel.enabled ? 'rc-con-tag' : 'rc-con-tag rc-con-tag--off'}>
          {channel.enabled ? t('channels.enabled') : t('channels.disabled')}
        </span>
      </header>
      <p className="rc-con-muted">
        {channel.loginChannel === '1' ? t('channels.kindRescuer') : t('channels.kindCustomer')} ·{' '}
        {formatDateTime(channel.createdAt)}
      </p>
      <div className="rc-con-actions">
        {canRotate ? (
          <button
            type="button"
            className="rc-con-secondary"
            disabled={rotate.isPending}
            onClick={() =>
              void ask(t('channels.confirmRotate')).then((ok) => {
                if (ok)
                  rotate.mutate({ id: channel.id }, { onSuccess: (d) => onSecret(d.channel.id, d.secret) });
              })
            }
          >
            {t('channels.rotate')}
          </button>
        ) : null}
        <button
          type="button"
          className={channel.enabled ? 'rc-con-danger' : 'rc-con-secondary'}
          disabled={setEnabled.isPending}
          onClick={() => {
            if (!channel.enabled) return setEnabled.mutate({ id: channel.id, enabled: true });
            void ask(t('channels.confirmDisable')).then((ok) => {
              if (ok) setEnabled.mutate({ id: channel.id, enabled: false });
            });
          }}
        >
          {channel.enabled ? t('channels.disable') : t('channels.enable')}
        </button>
      </div>
    </article>
  );
}

/**
 * /console/channels: partner channels: create, rotate the secret (shown once), disable.
 * Creating and rotating are an admin's (a secret signs any customer in); operators list and pause.
 */
export function Page() {
  const { t } = useTranslation('console');
  const isAdmin = useConsoleMe().data?.operator.role === 'admin';
  const channels = useChannels();
  const create = useCreateChannel();
  const blank = { id: '', name: '', rescuer: false };
  const { draft: form, setDraft, set, field, submit } = useDraftForm(blank, (name) => t(`channels.${name}`));
  const [secret, setSecret] = useState<{ id: string; secret: string } | null>(null);
  const send = (e: React.FormEvent) => {
    e.preventDefault();
    submit(
      create.mutate,
      { id: form.id.trim(), name: form.name.trim(), loginChannel: form.rescuer ? '1' : '0' },
      (d) => {
        setSecret({ id: d.channel.id, secret: d.secret });
        setDraft(blank);
      },
    );
  };
  return (
    <>
      <p className="rc-con-muted">{t('channels.lead')}</p>
      {secret ? <SecretCard {...secret} onDone={() => setSecret(null)} /> : null}
      {isAdmin ? null : <p className="rc-con-muted">{t('channels.adminOnly')}</p>}
      <form className="rc-con-card" onSubmit={send} hidden={!isAdmin}>
        <h2>{t('channels.newTitle')}</h2>
        {field('id', { maxLength: 32, transform: (v) => v.toUpperCase() })}
        {field('name', { maxLength: 40 })}
        <CheckField
          label={t('channels.rescuerApp')}
          name="rescuer"
          checked={form.rescuer}
          onChange={set('rescuer')}
        />
        <button type="submit" className="rc-con-primary" disabled={create.isPending}>
          {create.isPending ? t('state.saving') : t('channels.create')}
        </button>
      </form>
      <QueryState query={channels}>
        {(data) => (
          <>
            {data.list.map((c) => (
              <ChannelRow
                key={c.id}
                channel={c}
                canRotate={isAdmin}
                onSecret={(id, s) => {
                  setSecret({ id, secret: s });
                  showToast(t('state.saved'));
                }}
              />
            ))}
          </>
        )}
      </QueryState>
    </>
  );
}
