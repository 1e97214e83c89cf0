import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { auditLogKey, fetchAuditPage } from '../api/audit-log.js';
import { formatTime } from '../components/format.js';
import '../i18n/register.js';
import '../components/console-ui.css';

const objectTypes = [
  '',
  'operator',
  'channel',
  'catalogue',
  'coupon',
  'news',
  'activity',
  'feedbackReport',
  'suggestion',
];

function Summary({ label, value }: { label: string; value: Record<string, unknown> | null }) {
  if (!value || Object.keys(value).length === 0) return null;
  return (
    <div className="rc-con-diff">
      <span>{label}</span>
      <code>{JSON.stringify(value)}</code>
    </div>
  );
}

/** /console/audit (admins): every console action, newest first, by object type. */
export function Page() {
  const { t, i18n } = useTranslation('console');
  const [objectType, setObjectType] = useState('');
  return (
    <>
      <p className="rc-con-muted">{t('audit.lead')}</p>
      <label className="rc-con-field rc-con-field--inline">
        <span>{t('audit.filterType')}</span>
        <select value={objectType} onChange={(e) => setObjectType(e.target.value)} data-testid="audit-type">
          {objectTypes.map((o) => (
            <option key={o} value={o}>
              {o || t('audit.allTypes')}
            </option>
          ))}
        </select>
      </label>
      <PagedList<AuditEntry>
        queryKey={auditLogKey(objectType)}
        fetchPage={(page, signal) => fetchAuditPage(objectType, page, signal)}
        keyOf={(e) => e.id}
        renderItem={(e) => (
          <article className="rc-con-row" data-testid="audit-row">
            <header>
              <strong>{e.action}</strong>
              <time>{formatTime(e.at, i18n.language)}</time>
            </header>
            <p className="rc-con-muted">
              {e.operatorAccount} · {t('audit.object')} {e.objectType} {e.objectId}
            </p>
            <Summary label={t('audit.before')} value={e.before} />
            <Summary label={t('audit.after')} value={e.after} />
          </article>
        )}
      />
    </>
  );
}
