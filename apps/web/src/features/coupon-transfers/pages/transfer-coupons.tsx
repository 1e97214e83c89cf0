import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import type { Coupon } from '@rc/contract';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { fetchTransferableCoupons, transferableCouponsKey } from '../api/transferable-coupons.js';
import { useCreateTransfer } from '../api/create-transfer.js';
import { formatDate } from '../../../shared/format/format.js';
import '../i18n/register.js';
import '../components/transfer.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /serviceTransfer/transferCoupons: pick a coupon to give (`?couponId=` preselects one), add a message, create the link. */
export function Page() {
  const { t } = useTranslation('transfer');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [pickedId, setPickedId] = useState<string | null>(() => params.get('couponId'));
  // The rows loaded so far, so a preselected ?couponId= gets its uses once its row is shown.
  const loaded = useRef(new Map<string, Coupon>());
  const [message, setMessage] = useState('');
  const create = useCreateTransfer();

  const give = () => {
    const picked = pickedId ? loaded.current.get(pickedId) : undefined;
    if (!picked) return;
    create.mutate(
      {
        couponId: picked.id,
        quantity: picked.quantity - picked.usedCount,
        ...(message.trim() ? { message: message.trim() } : {}),
      },
      {
        onSuccess: (d) =>
          void navigate(pathTo('/serviceTransfer/share', { search: { id: d.id } }), { replace: true }),
      },
    );
  };

  return (
    <div className="rc-transfer-page">
      <header className="rc-transfer-hero">
        <h2>{t('pick.heading')}</h2>
        <p>{t('pick.hint')}</p>
      </header>
      <PagedList<Coupon>
        queryKey={transferableCouponsKey}
        fetchPage={(page, signal) => fetchTransferableCoupons(page, signal)}
        keyOf={(c) => c.id}
        renderItem={(c) => {
          const on = pickedId === c.id;
          loaded.current.set(c.id, c);
          return (
            <button
              type="button"
              className={`rc-pick-item${on ? ' rc-pick-item--on' : ''}`}
              aria-pressed={on}
              data-testid="transfer-coupon"
              onClick={() => setPickedId(c.id)}
            >
              <span className="rc-pick-item__radio" aria-hidden="true" />
              <span className="rc-pick-item__text">
                <strong>{c.name}</strong>
                <small>
                  {c.serviceTypeName} · {t('pick.uses', { count: c.quantity - c.usedCount })} ·{' '}
                  {t('pick.validTo', { date: formatDate(c.validTo) })}
                </small>
              </span>
            </button>
          );
        }}
        empty={<ErrorBlock status="empty" title={t('pick.empty')} description={t('pick.emptyHint')} />}
      />
      {pickedId ? (
        <section className="rc-transfer-card">
          <label htmlFor="transfer-message" className="rc-section-title">
            {t('pick.message')}
          </label>
          <TextArea
            id="transfer-message"
            value={message}
            onChange={setMessage}
            placeholder={t('pick.messagePlaceholder')}
            maxLength={100}
            showCount
            rows={2}
          />
        </section>
      ) : null}
      <div className="rc-transfer-bar">
        <Link
          to={pathTo('/serviceTransfer/transferRecords')}
          className="adm-button adm-button-default adm-button-shape-default"
        >
          {t('pick.records')}
        </Link>
        <Button
          color="primary"
          disabled={!pickedId}
          loading={create.isPending}
          loadingText={t('pick.giving')}
          onClick={give}
          data-testid="transfer-give"
        >
          {t('pick.give')}
        </Button>
      </div>
    </div>
  );
}
