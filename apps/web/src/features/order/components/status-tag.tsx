import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@rc/contract';
import '../i18n/register.js';

/** The order's status as a coloured tag: blue while under way, green done, grey cancelled. */
export function StatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('order');
  return <span className={`rc-order-status rc-order-status--${status}`}>{t(`status.${status}`)}</span>;
}
