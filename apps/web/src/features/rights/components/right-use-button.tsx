import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button';
import { rightUseOf, rightUsePath } from '@rc/contract';
import { useRightTap } from '../../../shared/rights/use-right-tap.js';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * A held right's main button (issue 19): to the screen that books or uses it
 * (the form preselects the coupon that ends first), the partner's page for an
 * external right, or, when it is used by showing a code, the coupon detail of
 * the type (the server resolves a type to the usable coupon that ends first).
 */
export function RightUseButton(props: { serviceType: string; jumpType: string; jumpUrl: string }) {
  const { t } = useTranslation('rights');
  const navigate = useNavigate();
  const tap = useRightTap();
  const use = rightUseOf(props.serviceType);
  const path = rightUsePath(use);
  const external = props.jumpType === '3' || use.kind === 'partner';
  const labelKey = external
    ? 'customer.use'
    : use.kind === 'book'
      ? 'customer.book'
      : use.kind === 'code'
        ? 'customer.showCode'
        : 'customer.use';
  const onClick = () => {
    if (external) void tap({ ...props, jumpType: '3' });
    else if (path) void navigate(path);
    else void navigate(pathTo('/rights/coupondatial/:type', { params: { type: props.serviceType } }));
  };
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      size="large"
      onClick={onClick}
      data-testid="right-use"
      data-kind={external ? 'partner' : use.kind}
    >
      {t(labelKey)}
    </Button>
  );
}
