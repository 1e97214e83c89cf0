import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { quoteServiceForm, type CarPanel } from '@rc/contract';
import { CarDiagram } from '../../../shared/service-form/car-diagram.js';
import { formatMoney } from '../../../shared/format/format.js';
import { pickText } from '../../../shared/service-form/pick-text.js';
import { usePaintPrices } from '../api/paint-prices.js';
import { useServiceFormInit } from '../api/service-form-init.js';
import '../i18n/services-register.js';
import '../components/order.css';
import '../components/services.css';
import { pathTo } from '../../../shared/routing/paths.js';

const paintServiceType = '11';

/**
 * /order/lacquerFaceNumber: the panels to paint, tapped on the car diagram, and
 * the class of the car, then the booking form. The class starts at the one
 * known for the customer's plate (powerOrder/R00020014 given the plate answers
 * only that class) and travels on to the form with the panels; the estimate is
 * the booking form's own quote, so both screens show the same price.
 */
export function Page() {
  const { t, i18n } = useTranslation('services');
  const navigate = useNavigate();
  // Photos taken on /order/camera travel on to the booking form.
  const [params] = useSearchParams();
  const photos = params.get('photos') ?? '';
  const init = useServiceFormInit('paintRepair');
  const plate = init.data?.plateNumbers[0] ?? '';
  const mine = usePaintPrices(paintServiceType, plate, { enabled: plate !== '' });
  const [panels, setPanels] = useState<CarPanel[]>([]);
  const [chosen, setChosen] = useState<string | null>(params.get('carClass'));
  const form = init.data?.form;
  const classField = form?.fields.find((f) => f.key === 'carClass');
  const classes = classField?.kind === 'select' ? classField.options : [];
  const offered = (code: string | null | undefined) => classes.find((o) => o.code === code) ?? null;
  // One class answered for the plate is the customer's own car; several mean it is not known yet.
  const own = mine.data?.models.length === 1 ? offered(mine.data.models[0]?.code) : null;
  const carClass = offered(chosen) ?? own;
  const toggle = (p: CarPanel) =>
    setPanels((cur) => (cur.includes(p) ? cur.filter((x) => x !== p) : [...cur, p]));
  const totalFor = (code: string) => (form ? quoteServiceForm(form, { carClass: code, panels }).totalFen : 0);
  const totals = classes.map((o) => totalFor(o.code));
  const estimate = carClass
    ? t('paint.estimate', { price: formatMoney(totalFor(carClass.code)) })
    : totals.length > 0
      ? t('paint.estimateRange', {
          from: formatMoney(Math.min(...totals)),
          to: formatMoney(Math.max(...totals)),
        })
      : null;
  const next = new URLSearchParams({ panels: panels.join(',') });
  if (carClass) next.set('carClass', carClass.code);
  if (photos) next.set('photos', photos);
  const couponId = params.get('couponId');
  if (couponId) next.set('couponId', couponId);
  return (
    <div className="rc-order-page rc-svc" data-testid="panel-picker">
      {classes.length > 0 ? (
        <section className="rc-svc-card rc-svc-classes">
          <h2 className="rc-svc-subtitle" id="paint-car-class">
            {t('paint.carClass')}
          </h2>
          {own && carClass?.code === own.code ? (
            <p className="rc-svc-lead" data-testid="car-class-known">
              {t('paint.ownClass', { plate })}
            </p>
          ) : null}
          <div className="rc-svc-classes__row" role="radiogroup" aria-labelledby="paint-car-class">
            {classes.map((o) => (
              <button
                key={o.code}
                type="button"
                role="radio"
                aria-checked={carClass?.code === o.code}
                onClick={() => setChosen(o.code)}
                data-car-class={o.code}
              >
                {pickText(o.label, i18n.language)}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <p className="rc-svc-lead rc-svc-lead--center">{t('paint.step')}</p>
      <div className="rc-svc-diagram">
        <CarDiagram value={panels} onToggle={toggle} max={13} />
      </div>
      <div className="rc-order-fab">
        {estimate !== null && panels.length > 0 ? (
          <p className="rc-svc-estimate" data-testid="paint-estimate">
            {estimate}
          </p>
        ) : null}
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={panels.length === 0}
          onClick={() => void navigate(pathTo('/order/paintrepairtwo', { search: next }))}
          data-testid="panels-next"
        >
          {t('paint.next', { count: panels.length })}
        </Button>
      </div>
    </div>
  );
}
