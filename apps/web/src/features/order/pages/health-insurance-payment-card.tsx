import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { CardOrder } from '@rc/contract';
import { useHealthCards } from '../api/health-cards.js';
import { StatusTag } from '../components/status-tag.js';
import { dateOnly, yuan } from '../components/format.js';
import '../i18n/care-register.js';
import '../components/order.css';
import '../components/care.css';

function HealthCard({ card }: { card: CardOrder }) {
  const { t } = useTranslation('orderCare');
  return (
    <Link
      className="rc-health-card"
      to={`/order/cardOrder?id=${encodeURIComponent(card.orderPrimaryId)}`}
      data-testid="health-card"
    >
      <div className="rc-health-card__head">
        <strong>{card.cardName}</strong>
        <StatusTag status={card.status} />
      </div>
      <p className="rc-health-card__no" data-testid="health-card-no">
        {card.cardNo ?? t('health.pending')}
      </p>
      <dl className="rc-health-card__facts">
        <div>
          <dt>{t('health.holder')}</dt>
          <dd>{card.holderName}</dd>
        </div>
        {card.balance !== null ? (
          <div>
            <dt>{t('health.balance')}</dt>
            <dd>{t('health.yuan', { value: yuan(card.balance) })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="rc-health-card__foot">
        <span>{card.validTo ? t('health.validTo', { date: dateOnly(card.validTo) }) : ''}</span>
        <span>{t('health.detail')}</span>
      </div>
    </Link>
  );
}

/** /order/healthInsurancePaymentCard: the customer's health insurance payment cards, each opening its card order. */
export function Page() {
  const { t } = useTranslation('orderCare');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const cards = useHealthCards();
  let body;
  if (cards.isPending) {
    body = (
      <div className="rc-care-section">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (cards.isError) {
    body = (
      <ErrorBlock status="default" title={t('health.loadFailed')} description="">
        <Button color="primary" fill="outline" onClick={() => void cards.refetch()}>
          {t('health.retry')}
        </Button>
      </ErrorBlock>
    );
  } else if (cards.data.length === 0) {
    body = (
      <ErrorBlock status="empty" title={t('health.empty')} description={t('health.emptyHint')}>
        <Button color="primary" fill="outline" onClick={() => void navigate('/rights/mycoupons')}>
          {t('health.toRights')}
        </Button>
      </ErrorBlock>
    );
  } else {
    body = cards.data.map((c) => <HealthCard key={c.orderPrimaryId} card={c} />);
  }
  return (
    <div className="rc-care-page" data-testid="health-cards">
      <PullToRefresh
        onRefresh={async () => {
          await cards.refetch();
        }}
        pullingText={tc('list.pullToRefresh')}
        canReleaseText={tc('list.releaseToRefresh')}
        refreshingText={tc('list.refreshing')}
        completeText={tc('list.refreshed')}
      >
        <section className="rc-health-hero">
          <h1>{t('health.title')}</h1>
          <p>{t('health.lead')}</p>
        </section>
        {body}
      </PullToRefresh>
    </div>
  );
}
