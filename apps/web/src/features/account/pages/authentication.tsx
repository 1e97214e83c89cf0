import { useTranslation } from 'react-i18next';
import { session } from '../../../shared/session/session-store.js';
import { useAuthenticateRealName } from '../api/authenticate-real-name.js';
import { AccountHero } from '../components/account-hero.js';
import { RealNameForm } from '../components/real-name-form.js';
import { idTypesOrDefault } from '../real-name-rules.js';
import { useFinishLogin } from '../use-finish-login.js';

/** Spec 4: isVerify N lands here. The answer is a login answer: route it like one. */
export function Page() {
  const { t } = useTranslation();
  const finishLogin = useFinishLogin();
  const authenticate = useAuthenticateRealName();
  const idTypes = idTypesOrDefault(session.lastLogin()?.rcIdCardTypes, t('authentication.idTypeDefault'));

  return (
    <div className="rc-account">
      <AccountHero compact title={t('authentication.heroTitle')} subtitle={t('authentication.heroSub')} />
      <RealNameForm
        idTypes={idTypes}
        mutation={authenticate}
        onSuccess={(data) => void finishLogin(data, session.channel())}
      />
    </div>
  );
}
