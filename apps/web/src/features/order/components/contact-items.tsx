import { useTranslation } from 'react-i18next';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Selector from 'antd-mobile/es/components/selector';
import { ownMobileValue } from '@rc/contract';
import '../i18n/register.js';

/**
 * The plate, contact name and contact mobile rows that the car-wash and the
 * store-service forms share, inside the form's own List (the mobile keeps
 * digits only). The customer's own verified mobile is offered first, masked: choosing
 * it sends `self`, no code asked; another number is typed (and confirmed by the form).
 */
export function ContactItems(props: {
  plates: string[];
  plate: string;
  onPlate: (plate: string) => void;
  name: string;
  onName: (name: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  maskedMobile: string;
}) {
  const { t } = useTranslation('order');
  const own = props.mobile === ownMobileValue;
  return (
    <>
      <List.Item title={t('form.plate')}>
        <div className="rc-plate-chips">
          {props.plates.map((p) => (
            <button key={p} type="button" aria-pressed={p === props.plate} onClick={() => props.onPlate(p)}>
              {p}
            </button>
          ))}
        </div>
      </List.Item>
      <List.Item title={t('form.contactName')}>
        <Input value={props.name} onChange={props.onName} maxLength={32} aria-label={t('form.contactName')} />
      </List.Item>
      <List.Item title={t('form.contactMobile')}>
        <Selector
          columns={2}
          value={[own ? ownMobileValue : 'other']}
          onChange={(v) => props.onMobile(v[0] === ownMobileValue ? ownMobileValue : '')}
          options={[
            { label: t('form.myNumber', { masked: props.maskedMobile }), value: ownMobileValue },
            { label: t('form.otherNumber'), value: 'other' },
          ]}
          data-testid="mobile-choice"
        />
        {own ? null : (
          <Input
            value={props.mobile}
            onChange={(v) => props.onMobile(v.replace(/\D/g, ''))}
            type="tel"
            maxLength={11}
            placeholder={t('form.mobileHint', { masked: props.maskedMobile })}
            aria-label={t('form.contactMobile')}
            data-testid="mobile-input"
          />
        )}
      </List.Item>
    </>
  );
}
