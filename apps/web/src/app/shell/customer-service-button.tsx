import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveCustomerServiceUrl } from '../../shared/customer-service/customer-service-url.js';
import { openExternal } from '../../shared/browser/external.js';
import { catalogueText } from '../../shared/i18n/catalogue.js';
import { HeadsetIcon } from '../../shared/ui/icons.js';
import { showToast } from '../../shared/ui/overlays.js';

/** The floating human customer-service image (spec 2); the shell hides it on hideService routes. */
export function CustomerServiceButton() {
  const { t } = useTranslation();
  const opening = useRef(false);

  const open = async () => {
    if (opening.current) return;
    opening.current = true;
    try {
      const url = await resolveCustomerServiceUrl();
      if (url) openExternal(url);
      else showToast(catalogueText('notAvailableYet'));
    } finally {
      opening.current = false;
    }
  };

  return (
    <button
      type="button"
      className="rc-service"
      aria-label={t('shell.customerService')}
      onClick={() => void open()}
    >
      <HeadsetIcon className="rc-service__icon" />
    </button>
  );
}
