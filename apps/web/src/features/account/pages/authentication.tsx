import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Status } from '@rc/contract';
import { fieldErrorsOf, isApiError } from '../../../shared/api/api-error.js';
import { session } from '../../../shared/session/session-store.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useAuthenticateRealName } from '../api/authenticate-real-name.js';
import { AccountHero } from '../components/account-hero.js';
import { RealNameForm, type FieldMessages, type RealNameSubmit } from '../components/real-name-form.js';
import { idTypesOrDefault } from '../real-name-rules.js';
import { useFinishLogin } from '../use-finish-login.js';

/** Spec 4: isVerify N lands here. The answer is a login answer: route it like one. */
export function Page() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const authenticate = useAuthenticateRealName();
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const idTypes = idTypesOrDefault(session.lastLogin()?.rcIdCardTypes, t('authentication.idTypeDefault'));

  const submit = (values: RealNameSubmit) => {
    setServerErrors({});
    authenticate.mutate(values, {
      onSuccess: (data) => void finishLogin(data, session.channel()),
      onError: (e) => {
        if (!(isApiError(e) && e.kind === 'status' && e.status === Status.badInput)) return;
        // -5 names the refused fields: put the words beside them; otherwise a toast.
        const byField: FieldMessages = {};
        for (const err of fieldErrorsOf(e.data)) {
          if (err.field === 'custName' || err.field === 'idNumber')
            byField[err.field] = err.message || e.statusText;
        }
        if (Object.keys(byField).length > 0) setServerErrors(byField);
        else if (e.statusText) showToast(e.statusText);
      },
    });
  };

  return (
    <div className="rc-account">
      <AccountHero compact title={t('authentication.heroTitle')} subtitle={t('authentication.heroSub')} />
      <RealNameForm
        idTypes={idTypes}
        submitting={authenticate.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
      />
    </div>
  );
}
