import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Tabs from 'antd-mobile/es/components/tabs';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { TransferSummary } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchTransferRecords, transferRecordsKey, type Direction } from '../api/transfer-records.js';
import { GiftTicket } from '../components/gift-ticket.js';
import { formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/transfer.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /serviceTransfer/transferRecords: gifts sent and received, a page at a time, pull to refresh. */
export function Page() {
  const { t } = useTranslation('transfer');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const direction: Direction = params.get('direction') === 'received' ? 'received' : 'sent';
  return (
    <div className="rc-transfer-page">
      <div className="rc-transfer-tabs">
        <Tabs activeKey={direction} onChange={(k) => setParams({ direction: k }, { replace: true })} stretch>
          <Tabs.Tab title={t('direction.sent')} key="sent" />
          <Tabs.Tab title={t('direction.received')} key="received" />
        </Tabs>
      </div>
      <PagedList<TransferSummary>
        key={direction}
        queryKey={transferRecordsKey(direction)}
        fetchPage={(page, signal) => fetchTransferRecords(direction, page, signal)}
        keyOf={(r) => r.id}
        renderItem={(r) => (
          <button
            type="button"
            className="rc-record"
            data-testid="transfer-record"
            onClick={() =>
              void navigate(pathTo('/serviceTransfer/transferDetails', { search: { id: r.id } }))
            }
          >
            <GiftTicket transfer={r} compact />
            <span className="rc-record__foot">
              <span>
                {r.counterpartName
                  ? t(direction === 'sent' ? 'records.to' : 'records.from', { name: r.counterpartName })
                  : t('records.waiting')}
              </span>
              <span>{formatDateTime(r.claimedAt ?? r.createdAt)}</span>
            </span>
          </button>
        )}
        empty={<ErrorBlock status="empty" title={t('records.empty')} description="" />}
      />
    </div>
  );
}
