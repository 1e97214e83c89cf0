import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useReassignWorkOrder } from '../api/reassign-work-order.js';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';
import '../components/accident.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /accident/reassignment: hands an accepted work order to another vehicle of the company. */
export function Page() {
  const { t } = useTranslation('accident');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const reassign = useReassignWorkOrder();
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const ticketId = search.get('ticketId') ?? '';
  const subTicketId = search.get('subTicketId') ?? '';
  return (
    <div className="rc-acc">
      <form
        className="rc-acc-card"
        onSubmit={(e) => {
          e.preventDefault();
          const plate = to.trim().toUpperCase();
          if (!plate || !reason.trim()) return showToast(t('reassign.need'));
          reassign.mutate(
            { ticketId, subTicketId, toVehicleNo: plate, reason: reason.trim() },
            {
              onSuccess: () => {
                showToast(t('reassign.done', { plate }));
                void navigate(pathTo('/accident/doorder'), { replace: true });
              },
            },
          );
        }}
      >
        <h2>{t('reassign.title')}</h2>
        <label className="rc-form-field">
          <span>{t('reassign.to')}</span>
          <input
            className="rc-form-input"
            value={to}
            maxLength={10}
            placeholder={t('reassign.toPlaceholder')}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
        <label className="rc-form-field">
          <span>{t('reassign.reason')}</span>
          <input
            className="rc-form-input"
            value={reason}
            maxLength={200}
            placeholder={t('reassign.reasonPlaceholder')}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button type="submit" className="rc-form-primary" disabled={reassign.isPending}>
          {t('reassign.submit')}
        </button>
      </form>
    </div>
  );
}
