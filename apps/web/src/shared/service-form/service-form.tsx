import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'antd-mobile/es/components/form';
import Button from 'antd-mobile/es/components/button';
import {
  checkServiceForm,
  quoteServiceForm,
  type Coupon,
  type ServiceField,
  type ServiceFormInit,
  type ServiceFormValue,
} from '@rc/contract';
import { FieldInput } from './fields.js';
import { formatDate, formatMoney } from '../format/format.js';
import { pickText } from './pick-text.js';
import './i18n/register.js';
import './service-form.css';

export interface ServiceFormSubmit {
  couponId: string;
  values: Record<string, ServiceFormValue>;
}

export interface ServiceFormProps {
  init: ServiceFormInit;
  /** Answers to start from (panels picked on the diagram screen, the coupon tapped). */
  initialValues?: Record<string, ServiceFormValue>;
  initialCouponId?: string | null;
  submitting: boolean;
  /** Field errors the server answered (`values.<key>` → message), shown under their fields. */
  serverErrors?: readonly { field: string; message: string }[];
  onSubmit: (submission: ServiceFormSubmit) => void;
}

/** A field's starting value: the customer's own plate, name and number, the minimum of a number. */
function startValue(f: ServiceField, init: ServiceFormInit): ServiceFormValue | undefined {
  if (f.kind === 'plate') return init.plateNumbers[0];
  if (f.kind === 'mobile') return 'self';
  if (f.kind === 'number') return f.min;
  if (f.kind === 'text' && f.key === 'contactName') return init.contactName || undefined;
  return undefined;
}

function present(values: Record<string, unknown>): Record<string, ServiceFormValue> {
  const out: Record<string, ServiceFormValue> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[k] = v as ServiceFormValue;
  }
  return out;
}

function CouponPicker(props: { coupons: readonly Coupon[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('serviceForm');
  if (props.coupons.length === 0) return <p className="rc-sf-empty">{t('noCoupon')}</p>;
  const day = (iso: string) => formatDate(iso);
  return (
    <ul className="rc-sf-coupons" role="radiogroup" aria-label={t('chooseCoupon')}>
      {props.coupons.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            role="radio"
            aria-checked={c.id === props.value}
            onClick={() => props.onChange(c.id)}
            data-testid="service-coupon"
            data-coupon-id={c.id}
          >
            <span>
              <strong>{c.name}</strong>
              <small>{t('couponLeft', { left: c.quantity - c.usedCount, validTo: day(c.validTo) })}</small>
            </span>
            <span className="rc-sf-coupons__check" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Any service's booking form, drawn from its declarative description: the
 * coupon that pays, one antd-mobile Form.Item per field (checked by the same
 * rules the server applies), the price and the notice.
 */
export function ServiceForm(props: ServiceFormProps) {
  const { init } = props;
  const { form: description } = init;
  const { t, i18n } = useTranslation('serviceForm');
  const lang = i18n.language;
  const [form] = Form.useForm();
  const initial = useMemo(() => {
    const out: Record<string, ServiceFormValue | undefined> = {};
    for (const f of description.fields) out[f.key] = props.initialValues?.[f.key] ?? startValue(f, init);
    return out;
    // The starting answers are read once, when the description arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [description]);
  const [values, setValues] = useState<Record<string, ServiceFormValue | undefined>>(initial);
  const [couponId, setCouponId] = useState(() => {
    const wanted = props.initialCouponId;
    return wanted && init.coupons.some((c) => c.id === wanted) ? wanted : (init.coupons[0]?.id ?? '');
  });
  const quote = quoteServiceForm(description, values);

  useEffect(() => {
    if (!props.serverErrors?.length) return;
    form.setFields(
      props.serverErrors
        .filter((e) => e.field.startsWith('values.'))
        .map((e) => ({ name: e.field.slice('values.'.length), errors: [e.message] })),
    );
  }, [props.serverErrors, form]);

  const ruleFor = (f: ServiceField) => ({
    validator: (_: unknown, value: ServiceFormValue | undefined) => {
      const answer = present({ [f.key]: value });
      const issue = checkServiceForm({ fields: [f] }, answer, new Date()).issues[0];
      if (!issue) return Promise.resolve();
      const label = pickText(f.label, lang);
      return Promise.reject(
        new Error(t(issue.problem === 'missing' ? 'missing' : 'invalid', { field: label })),
      );
    },
  });

  return (
    <div className="rc-sf" data-testid="service-form" data-form={description.code}>
      <section className="rc-sf-card">
        <h2 className="rc-sf-title">{t('coupon')}</h2>
        <CouponPicker coupons={init.coupons} value={couponId} onChange={setCouponId} />
      </section>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(_, all: Record<string, ServiceFormValue | undefined>) => setValues(all)}
        onFinish={(all: Record<string, unknown>) => props.onSubmit({ couponId, values: present(all) })}
        footer={
          <>
            <section
              className="rc-sf-card rc-sf-price"
              aria-label={t('price.title')}
              data-testid="service-price"
            >
              <p>
                <span>{t('price.total')}</span>
                <span>{formatMoney(quote.totalFen)}</span>
              </p>
              <p>
                <span>{t('price.coupon')}</span>
                <span>{t('price.couponValue', { amount: formatMoney(quote.couponPaysFen) })}</span>
              </p>
              <p className="rc-sf-price__due">
                <span>{t('price.payable')}</span>
                <strong>{formatMoney(quote.payableFen)}</strong>
              </p>
              {quote.payableFen > 0 ? <small>{t('price.payableHint')}</small> : null}
            </section>
            <p className="rc-sf-notice">{pickText(description.notice, lang)}</p>
            <Button
              block
              type="submit"
              color="primary"
              size="large"
              shape="rounded"
              loading={props.submitting}
              disabled={!couponId}
              data-testid="service-submit"
            >
              {t('submit')}
            </Button>
          </>
        }
      >
        {description.fields.map((f) => (
          <Form.Item
            key={f.key}
            name={f.key}
            label={
              f.required ? (
                pickText(f.label, lang)
              ) : (
                // Beside the label, not beside the field: a note box keeps the full width.
                <>
                  {pickText(f.label, lang)}
                  <span className="rc-sf-optional">{t('optional')}</span>
                </>
              )
            }
            required={f.required}
            rules={[ruleFor(f)]}
            // An address is checked when the customer submits, not while locating fills it in.
            validateTrigger={f.kind === 'address' ? [] : undefined}
            help={f.hint && f.kind !== 'text' ? pickText(f.hint, lang) : undefined}
            data-field={f.key}
          >
            <FieldInput
              field={f}
              context={{ plateNumbers: init.plateNumbers, contactMobile: init.contactMobile }}
            />
          </Form.Item>
        ))}
      </Form>
    </div>
  );
}
