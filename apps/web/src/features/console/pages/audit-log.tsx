import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditObjectTypes, type AuditEntry } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { auditLogKey, fetchAuditPage, noAuditFilter, type AuditFilter } from '../api/audit-log.js';
import { AuditEntryRow } from '../components/audit-entry.js';
import { TextField } from '../components/fields.js';
import '../i18n/register.js';
import '../components/console-ui.css';

/** /console/audit (admins): every console action as a sentence, newest first, by person, object and day. */
export function Page() {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState<AuditFilter>(noAuditFilter);
  const set = (key: keyof AuditFilter) => (value: string) => setFilter((f) => ({ ...f, [key]: value }));
  return (
    <>
      <p className="rc-con-muted">{t('audit.lead')}</p>
      <div className="rc-con-filters" data-testid="audit-filters">
        <label className="rc-con-field">
          <span>{t('audit.filterType')}</span>
          <select
            value={filter.objectType}
            onChange={(e) => set('objectType')(e.target.value)}
            data-testid="audit-type"
          >
            <option value="">{t('audit.allTypes')}</option>
            {auditObjectTypes.map((o) => (
              <option key={o} value={o}>
                {t(`audit.objects.${o}`)}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t('audit.filterPerson')}
          name="auditPerson"
          value={filter.operatorAccount}
          onChange={set('operatorAccount')}
          placeholder={t('audit.filterPersonPlaceholder')}
          maxLength={64}
        />
        <TextField
          label={t('audit.filterObject')}
          name="auditObject"
          value={filter.objectId}
          onChange={set('objectId')}
          maxLength={64}
        />
        <TextField
          label={t('audit.filterFrom')}
          name="auditFrom"
          type="date"
          value={filter.from}
          onChange={set('from')}
        />
        <TextField
          label={t('audit.filterTo')}
          name="auditTo"
          type="date"
          value={filter.to}
          onChange={set('to')}
        />
        <button
          type="button"
          className="rc-con-secondary"
          onClick={() => setFilter(noAuditFilter)}
          data-testid="audit-clear"
        >
          {t('audit.clear')}
        </button>
      </div>
      <PagedList<AuditEntry>
        queryKey={auditLogKey(filter)}
        fetchPage={(page, signal) => fetchAuditPage(filter, page, signal)}
        keyOf={(e) => e.id}
        renderItem={(e) => <AuditEntryRow entry={e} />}
      />
    </>
  );
}
