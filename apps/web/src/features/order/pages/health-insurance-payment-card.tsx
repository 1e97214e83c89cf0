import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { CardOrder } from '@rc/contract';
import { useHealthCards } from '../api/health-cards.js';
import { useServiceFormInit } from '../api/service-form-init.js';
import { ServiceFormScreen } from '../components/service-form-screen.js';
import { StatusTag } from '../components/status-tag.js';
import { formatDate, formatYuan } from '../../../shared/format/format.js';
import '../i18n/care-register.js';
import '../components/order.css';
import '../components/care.css';
import '../components/services.css';
import { pathTo } from '../../../shared/routing/paths.js';

function HealthCard({ card }: { card: CardOrder }) {
  const { t } = useTranslation('orderCare');
  return (
    <Link
      className="rc-health-card"
      to={pathTo('/order/cardOrder', { search: { id: card.orderPrimaryId } })}
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
            <dd>{t('health.yuan', { value: formatYuan(card.balance) })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="rc-health-card__foot">
        <span>{card.validTo ? t('health.validTo', { date: formatDate(card.validTo) }) : ''}</span>
        <span>{t('health.detail')}</span>
      </div>
    </Link>
  );
}

/**
 * /order/healthInsurancePaymentCard: the customer's health insurance payment
 * cards, each opening its card order, and the way to apply for one with the
 * health-card right; `?apply=1` is the application (the `healthCard` service form).
 */
export function Page() {
  const [params] = useSearchParams();
  return params.get('apply') === '1' ? <ServiceFormScreen formCode="healthCard" /> : <Cards />;
}

/** Applying is offered while a health-card right is left to pay for a card. */
function ApplyButton({ rights }: { rights: number }) {
  const { t } = useTranslation('orderCare');
  if (rights === 0) return null;
  return (
    <div className="rc-care-section">
      <Link
        className="rc-svc-button rc-svc-button--primary"
        to={pathTo('/order/healthInsurancePaymentCard', { search: { apply: '1' } })}
        data-testid="health-card-apply"
      >
        {t('health.apply')}
      </Link>
      <p className="rc-svc-lead rc-svc-lead--center">{t('health.applyHint', { count: rights })}</p>
    </div>
  );
}

function Cards() {
  const { t } = useTranslation('orderCare');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const cards = useHealthCards();
  const init = useServiceFormInit('healthCard');
  const rights = (init.data?.coupons ?? []).reduce((n, c) => n + (c.quantity - c.usedCount), 0);
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
    body =
      rights > 0 ? (
        <ErrorBlock status="empty" title={t('health.empty')} description={t('health.emptyApply')}>
          <ApplyButton rights={rights} />
        </ErrorBlock>
      ) : (
        <ErrorBlock status="empty" title={t('health.empty')} description={t('health.emptyHint')}>
          <Button color="primary" fill="outline" onClick={() => void navigate(pathTo('/rights/mycoupons'))}>
            {t('health.toRights')}
          </Button>
        </ErrorBlock>
      );
  } else {
    body = (
      <>
        {cards.data.map((c) => (
          <HealthCard key={c.orderPrimaryId} card={c} />
        ))}
        <ApplyButton rights={rights} />
      </>
    );
  }
  return (
    <div className="rc-care-page" data-testid="health-cards">
      <PullToRefresh
        onRefresh={async () => {
          await Promise.all([cards.refetch(), init.refetch()]);
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
