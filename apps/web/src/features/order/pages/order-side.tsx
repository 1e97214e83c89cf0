import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useRescueSideSteps } from '../api/rescue-side-steps.js';
import '../i18n/rescue-register.js';
import '../components/rescue-locate.css';
import { formatTime } from '../../../shared/format/format.js';

/** /order/orderSide: the steps of a rescue order, done and to come, and who serves it. */
export function Page() {
  const { t } = useTranslation('orderRescue');
  const [search] = useSearchParams();
  const steps = useRescueSideSteps({
    orderPrimaryId: search.get('orderPrimaryId') ?? '',
    primaryCheck: search.get('primaryCheck') ?? '',
    businessType: search.get('businessType') ?? '1',
  });
  if (steps.isError) return <ErrorBlock status="empty" title={t('side.missing')} description="" />;
  return (
    <div className="rc-or-locate">
      <section className="rc-or-card">
        <h1>{t('side.title')}</h1>
        {steps.data ? (
          <ol className="rc-or-steps">
            {steps.data.steps.map((s) => (
              <li key={s.title} data-state={s.state}>
                <span>{s.title}</span>
                <time>{s.at ? formatTime(s.at) : ''}</time>
              </li>
            ))}
          </ol>
        ) : (
          <Skeleton.Paragraph lineCount={5} animated />
        )}
        {steps.data?.rescuer ? (
          <p style={{ marginTop: 12 }}>
            {t('side.rescuer')}: {steps.data.rescuer.name} · {steps.data.rescuer.vehicleNo}
          </p>
        ) : null}
      </section>
    </div>
  );
}
