import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';
import { useTransferDetail } from '../api/transfer-detail.js';
import { useCancelTransfer } from '../api/cancel-transfer.js';
import { GiftTicket } from '../components/gift-ticket.js';
import { formatDate, formatDateTime } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/transfer.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /serviceTransfer/transferDetails?id=: one gift, with cancel while nobody has claimed it. */
export function Page() {
  const { t } = useTranslation('transfer');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useTransferDetail(id);
  const cancel = useCancelTransfer();
  if (!detail.data) {
    return (
      <div className="rc-transfer-page">
        <DotLoading />
      </div>
    );
  }
  const d = detail.data;
  const mine = d.direction === 'sent';
  const onCancel = async () => {
    const ok = await confirmDialog({
      title: t('detail.cancelTitle'),
      content: t('detail.cancelContent'),
      confirmText: t('detail.cancelConfirm'),
      cancelText: t('detail.keep'),
    });
    if (ok) cancel.mutate(d.id, { onSuccess: () => showToast(t('detail.cancelled')) });
  };
  const rows: [string, string][] = [
    [t('detail.coupon'), d.couponName],
    [t('detail.quantity'), t('detail.quantityValue', { count: d.quantity })],
    [t('detail.sender'), d.senderName],
    [t('detail.receiver'), mine ? (d.counterpartName ?? t('detail.none')) : t('detail.none')],
    [t('detail.createdAt'), formatDateTime(d.createdAt)],
    [t('detail.claimedAt'), d.claimedAt ? formatDateTime(d.claimedAt) : t('detail.none')],
    [t('detail.expiresAt'), formatDateTime(d.expiresAt)],
    [t('detail.validity'), `${formatDate(d.validFrom)} ~ ${formatDate(d.validTo)}`],
  ];
  if (d.message) rows.push([t('detail.message'), d.message]);
  return (
    <div className="rc-transfer-page">
      <GiftTicket transfer={d} />
      <section className="rc-transfer-card" style={{ marginTop: 12 }}>
        <dl className="rc-transfer-rows">
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      {mine && d.state === 'giving' ? (
        <div className="rc-transfer-bar">
          <Button
            color="danger"
            fill="outline"
            loading={cancel.isPending}
            onClick={() => void onCancel()}
            data-testid="transfer-cancel"
          >
            {t('detail.cancel')}
          </Button>
          <Link
            to={pathTo('/serviceTransfer/share', { search: { id: d.id } })}
            className="adm-button adm-button-primary adm-button-shape-default"
          >
            {t('detail.share')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
