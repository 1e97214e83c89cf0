import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf, isApiError } from '../../../shared/api/api-error.js';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';

/**
 * What the store order forms do with their submit's answer: on success say so and
 * open the order's screen (at its top, not at the form's scroll position); on a
 * refusal show the first field's message, else the status text.
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
    onError: (e: unknown) => {
      if (isApiError(e) && e.kind === 'status') showToast(fieldErrorsOf(e.data)[0]?.message ?? e.statusText);
    },
  };
}
