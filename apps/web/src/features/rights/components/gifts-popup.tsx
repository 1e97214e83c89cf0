import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Popup from 'antd-mobile/es/components/popup';
import Tabs from 'antd-mobile/es/components/tabs';
import Button from 'antd-mobile/es/components/button';
import type { Gift, GiftExchange } from '@rc/contract';
import { useGiftCatalogue } from '../api/gift-catalogue.js';
import { useExchangeGift } from '../api/exchange-gift.js';
import { fetchGiftHistory, giftHistoryKey } from '../api/gift-exchange-history.js';
import { useGiftExchangeDetail } from '../api/gift-exchange-detail.js';
import { PagedList } from '../../../shared/ui/paged-list.js';
import { confirmDialog, showToast } from '../../../shared/ui/overlays.js';

import { CouponIcon } from './coupon-icon.js';
import { formatDate } from '../../../shared/format/format.js';

/** Points for gifts (gift/R00010048, R00040034, R00010049, R00040035), as a sheet over my coupons. */
export function GiftsPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('coupons');
  const [tab, setTab] = useState<'catalogue' | 'history'>('catalogue');
  const catalogue = useGiftCatalogue(open);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="rc-gifts" destroyOnClose>
      <header className="rc-gifts__head">
        <div>
          <h2 className="rc-gifts__title">{t('gifts.title')}</h2>
          <p className="rc-gifts__points">
            {t('gifts.points')}{' '}
            <strong data-testid="gift-points">{catalogue.data?.remainPoint ?? '—'}</strong>
          </p>
        </div>
        <Button fill="none" className="rc-gifts__close" onClick={onClose}>
          {t('gifts.close')}
        </Button>
      </header>
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'history' ? 'history' : 'catalogue')}>
        <Tabs.Tab title={t('gifts.catalogue')} key="catalogue" />
        <Tabs.Tab title={t('gifts.history')} key="history" />
      </Tabs>
      <div className="rc-gifts__body">
        {tab === 'catalogue' ? (
          <ul className="rc-gifts__list">
            {(catalogue.data?.list ?? []).map((g) => (
              <li key={g.id}>
                <GiftRow gift={g} points={catalogue.data?.remainPoint ?? 0} />
              </li>
            ))}
          </ul>
        ) : (
          <PagedList<GiftExchange>
            queryKey={giftHistoryKey}
            fetchPage={fetchGiftHistory}
            keyOf={(e) => e.exchangeId}
            renderItem={(e) => <HistoryRow exchange={e} />}
          />
        )}
      </div>
    </Popup>
  );
}

function GiftRow({ gift, points }: { gift: Gift; points: number }) {
  const { t } = useTranslation('coupons');
  const exchange = useExchangeGift();
  const soldOut = gift.stock === 0;
  const short = points < gift.pointPrice;
  const disabled = gift.exchanged || soldOut || short;
  const label = gift.exchanged
    ? t('gifts.exchanged')
    : soldOut
      ? t('gifts.soldOut')
      : short
        ? t('gifts.notEnough')
        : t('gifts.exchange');
  return (
    <article className="rc-gift" data-testid={`gift-${gift.id}`}>
      <div className="rc-gift__art" aria-hidden="true">
        <CouponIcon serviceType={gift.serviceType} />
      </div>
      <div className="rc-gift__body">
        <h3 className="rc-gift__name">{gift.name}</h3>
        <p className="rc-gift__desc">{gift.description}</p>
        <p className="rc-gift__meta">
          <span className="rc-gift__price">{t('gifts.price', { points: gift.pointPrice })}</span>
          <span>{t('gifts.stock', { stock: gift.stock })}</span>
        </p>
      </div>
      <Button
        size="small"
        color="primary"
        shape="rounded"
        className="rc-gift__button"
        disabled={disabled}
        loading={exchange.isPending}
        onClick={async () => {
          const ok = await confirmDialog({
            title: t('gifts.confirmTitle'),
            content: t('gifts.confirmContent', { points: gift.pointPrice, name: gift.name }),
            confirmText: t('gifts.confirm'),
            cancelText: t('gifts.cancel'),
          });
          if (!ok) return;
          await exchange.mutateAsync({ giftId: gift.id, quantity: 1 });
          showToast(t('gifts.done'));
        }}
      >
        {label}
      </Button>
    </article>
  );
}

function HistoryRow({ exchange }: { exchange: GiftExchange }) {
  const { t } = useTranslation('coupons');
  const [open, setOpen] = useState(false);
  const detail = useGiftExchangeDetail(open ? exchange.exchangeId : null);
  return (
    <article className="rc-gift-history">
      <button
        type="button"
        className="rc-gift-history__row"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
      >
        <span className="rc-gift-history__name">{exchange.giftName}</span>
        <span className="rc-gift-history__points">
          {exchange.state === 'refunded'
            ? t('gifts.refunded')
            : `-${t('gifts.historyItem', { points: exchange.points })}`}
        </span>
        <span className="rc-gift-history__date">{formatDate(exchange.exchangedAt)}</span>
      </button>
      {open && detail.data ? (
        <ul className="rc-gift-history__coupons">
          <li className="rc-gift-history__label">{t('gifts.couponsIssued')}</li>
          {detail.data.coupons.map((c) => (
            <li key={c.id}>
              {c.name} · {formatDate(c.validTo)}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
