import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@rc/contract';
import { formatDateTime } from '../../../shared/format/format.js';
import { normaliseLanguage } from '../../../shared/i18n/language.js';
import './console-lists.css';

type Summary = Record<string, unknown> | null;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const maxShown = 120;

/** The name an audit line gives its object: the title or name its summary carries, else its id. */
export function auditObjectName(entry: Pick<AuditEntry, 'objectId' | 'before' | 'after'>): string {
  for (const side of [entry.after, entry.before]) {
    for (const key of ['title', 'name', 'account', 'plateNumber']) {
      const v = side?.[key];
      if (typeof v === 'string' && v.trim()) return `「${v.trim()}」`;
    }
  }
  return entry.objectId;
}

/**
 * One summary value as a person reads it: yes/no, a time in the console's language,
 * a list joined, HTML as its text, a long text cut; never JSON.
 */
export function readableValue(
  value: unknown,
  words: { yes: string; no: string; empty: string },
  locale: string,
): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (isoInstant.test(value)) return formatDateTime(value, normaliseLanguage(locale) ?? 'zh-CN') || value;
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return text.length > maxShown ? `${text.slice(0, maxShown)}…` : text || words.empty;
  }
  if (Array.isArray(value)) return value.map((v) => readableValue(v, words, locale)).join('、');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${readableValue(v, words, locale)}`)
      .join('; ');
  }
  return words.empty;
}

function Changes({ before, after }: { before: Summary; after: Summary }) {
  const { t, i18n } = useTranslation('console');
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return null;
  const words = { yes: t('audit.yes'), no: t('audit.no'), empty: t('audit.empty') };
  const show = (v: unknown) => readableValue(v, words, i18n.language);
  return (
    <table className="rc-con-changes" data-testid="audit-changes">
      <thead>
        <tr>
          <th>{t('audit.field')}</th>
          {before ? <th>{t('audit.before')}</th> : null}
          <th>{after && before ? t('audit.after') : t('audit.change')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row">{t(`audit.fields.${key}`, { defaultValue: key })}</th>
            {before ? <td className="rc-con-changes__old">{show(before[key])}</td> : null}
            <td>{show((after ?? before)?.[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One audit line as a sentence in the staff member's language, its time and the change it made. */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('console');
  const sentence = t(`audit.events.${entry.action}`, {
    who: entry.operatorAccount || t('audit.system'),
    object: auditObjectName(entry),
    defaultValue: entry.action,
  });
  const kind = t(`audit.objects.${entry.objectType}`, { defaultValue: entry.objectType });
  return (
    <article className="rc-con-row" data-testid="audit-row" data-action={entry.action}>
      <header>
        <strong data-testid="audit-sentence">{sentence}</strong>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </header>
      <p className="rc-con-muted">
        {kind} · {entry.objectId}
      </p>
      <Changes before={entry.before} after={entry.after} />
    </article>
  );
}
