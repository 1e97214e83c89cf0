import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicationState } from '@rc/contract';
import { NewsArticle } from '../../../shared/ui/article/news-article.js';
import { chinaInputOf, instantOfChinaInput } from './china-time.js';
import { TextField } from './fields.js';
import './content-editing.css';

/** Tiptap and ProseMirror: their own chunk, fetched when an editor opens (decision 053). */
const RichTextEditor = lazy(() => import('./rich-text-editor.js'));

/** A body field: the rich-text editor, with a plain placeholder while its chunk loads. */
export function BodyEditor(props: {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  error?: string | undefined;
  hint?: string;
}) {
  const { t } = useTranslation('console');
  return (
    <Suspense
      fallback={
        <div className="rc-con-field">
          <span>{props.label}</span>
          <div className="rc-con-rte rc-con-rte--loading">{t('editor.loading')}</div>
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}

export type PublishMode = 'draft' | 'now' | 'at';
export interface Publishing {
  mode: PublishMode;
  /** China time `YYYY-MM-DD HH:mm` when `mode` is `at`. */
  at: string;
}

/** How the editor opens an item: its state as the server reports it. */
export function publishingOf(state: PublicationState | null, publishedAt: string | null): Publishing {
  if (state === 'scheduled') return { mode: 'at', at: chinaInputOf(publishedAt) };
  return { mode: state === 'published' ? 'now' : 'draft', at: '' };
}

/** What the save sends for it, or null when the scheduled time is not a real date and time. */
export function publishInput(p: Publishing): { published: boolean; publishAt: string | null } | null {
  if (p.mode === 'draft') return { published: false, publishAt: null };
  if (p.mode === 'now') return { published: true, publishAt: null };
  const at = instantOfChinaInput(p.at);
  return at ? { published: true, publishAt: at } : null;
}

/** Draft / publish now / schedule for a China-time date and time. */
export function PublishControl({
  value,
  onChange,
  invalid,
  error,
  published,
}: {
  value: Publishing;
  onChange: (p: Publishing) => void;
  invalid?: boolean;
  error?: string | undefined;
  /** The item is out already: "publish now" keeps it out (its first time stays). */
  published: boolean;
}) {
  const { t } = useTranslation('console');
  const modes: PublishMode[] = ['draft', 'now', 'at'];
  return (
    <fieldset className="rc-con-publish" data-testid="publish-control">
      <legend>{t('publishing.label')}</legend>
      <div className="rc-con-publish__modes">
        {modes.map((m) => (
          <label key={m} className="rc-con-check">
            <input
              type="radio"
              name="publishMode"
              value={m}
              checked={value.mode === m}
              onChange={() => onChange({ ...value, mode: m })}
              data-testid={`publish-${m}`}
            />
            <span>{m === 'now' && published ? t('publishing.keep') : t(`publishing.${m}`)}</span>
          </label>
        ))}
      </div>
      {value.mode === 'at' ? (
        <TextField
          label={t('publishing.at')}
          name="publishAt"
          type="datetime-local"
          value={value.at}
          onChange={(at) => onChange({ ...value, at })}
          invalid={invalid}
          error={error}
          hint={t('publishing.atHint')}
        />
      ) : null}
    </fieldset>
  );
}

/**
 * The body as the customer's phone shows it: the customer news screen's own component and
 * stylesheet (shared/ui/article) in a 375-px frame, in the language chosen here.
 */
export function PhonePreview({
  zh,
  en,
  timeOf,
}: {
  zh: { title: string; source: string; html: string };
  en: { title: string; source: string; html: string };
  /** The time line under the title, in the preview's language. */
  timeOf: (lng: 'zh-CN' | 'en-US') => string;
}) {
  const { t } = useTranslation('console');
  const [lng, setLng] = useState<'zh-CN' | 'en-US'>('zh-CN');
  const item = lng === 'zh-CN' ? zh : en;
  return (
    <section className="rc-con-preview" aria-label={t('preview.title')}>
      <header className="rc-con-preview__head">
        <h3>{t('preview.title')}</h3>
        <div className="rc-con-preview__langs" role="group" aria-label={t('preview.language')}>
          {(['zh-CN', 'en-US'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lng === l}
              className={lng === l ? 'rc-con-rte__tool rc-con-rte__tool--on' : 'rc-con-rte__tool'}
              onClick={() => setLng(l)}
              data-testid={`preview-${l}`}
            >
              {t(`preview.${l}`)}
            </button>
          ))}
        </div>
      </header>
      <p className="rc-con-muted">{t('preview.hint')}</p>
      <div className="rc-con-preview__phone" data-testid="phone-preview" lang={lng}>
        <NewsArticle
          title={item.title || t('preview.noTitle', { lng })}
          sourceLabel={item.source ? t('preview.source', { source: item.source, lng }) : null}
          timeLabel={timeOf(lng)}
          html={item.html}
        />
      </div>
    </section>
  );
}
