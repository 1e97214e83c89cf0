import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';

/**
 * What the store order forms do once their submit succeeded: say so and open the
 * order's screen (at its top, not at the form's scroll position). A refusal is the
 * form's (shared/forms: a -5 on its field) or the API client's (every other status).
 */
export function useOrderPlaced() {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  return {
    onSuccess: (created: { jumpUrl: string }) => {
      showToast(t('form.submitted'));
      window.scrollTo(0, 0);
      void navigate(created.jumpUrl, { replace: true });
    },
  };
}
