import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import type { CarPanel } from '@rc/contract';
import { CarDiagram } from '../../../shared/service-form/car-diagram.js';
import { yuan } from '../../../shared/service-form/pick-text.js';
import { usePaintPrices } from '../api/paint-prices.js';
import '../i18n/services-register.js';
import '../components/order.css';
import '../components/services.css';

/** /order/lacquerFaceNumber: the panels to paint, tapped on the car diagram, then the booking form. */
export function Page() {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  // Photos taken on /order/camera travel on to the booking form.
  const [params] = useSearchParams();
  const photos = params.get('photos') ?? '';
  const prices = usePaintPrices('11');
  const [panels, setPanels] = useState<CarPanel[]>([]);
  const perPanel = prices.data?.models[0]?.price ?? null;
  const toggle = (p: CarPanel) =>
    setPanels((cur) => (cur.includes(p) ? cur.filter((x) => x !== p) : [...cur, p]));
  return (
    <div className="rc-order-page rc-svc" data-testid="panel-picker">
      <p className="rc-svc-lead rc-svc-lead--center">{t('paint.step')}</p>
      <div className="rc-svc-diagram">
        <CarDiagram value={panels} onToggle={toggle} max={13} />
      </div>
      <div className="rc-order-fab">
        {perPanel !== null && panels.length > 0 ? (
          <p className="rc-svc-estimate">{t('paint.estimate', { price: yuan(perPanel * panels.length) })}</p>
        ) : null}
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={panels.length === 0}
          onClick={() =>
            void navigate(
              `/order/paintrepairtwo?panels=${panels.join(',')}${photos ? `&photos=${encodeURIComponent(photos)}` : ''}`,
            )
          }
          data-testid="panels-next"
        >
          {t('paint.next', { count: panels.length })}
        </Button>
      </div>
    </div>
  );
}
