import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRescuerLogin } from '../api/rescuer-login.js';
import { PasswordLoginForm } from '../../../shared/ui/password-login-form.js';
import '../i18n/register.js';
import '../components/accident.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /accident/login: the rescuer's own sign-in (spec 6: channel 1, no customer-service button). */
export function Page() {
  const { t } = useTranslation('accident');
  const navigate = useNavigate();
  const login = useRescuerLogin();
  const labels = {
    account: t('login.account'),
    accountPlaceholder: t('login.accountPlaceholder'),
    password: t('login.password'),
    passwordPlaceholder: t('login.passwordPlaceholder'),
    needBoth: t('login.needBoth'),
    submit: t('login.submit'),
    submitting: t('login.submitting'),
  };

  return (
    <div className="rc-acc">
      <header className="rc-acc-hero">
        <h1>{t('login.title')}</h1>
        <p>{t('login.lead')}</p>
      </header>
      <PasswordLoginForm
        labels={labels}
        classNames={{
          form: 'rc-acc-card',
          field: 'rc-form-field',
          input: 'rc-form-input',
          button: 'rc-form-primary',
        }}
        testIdPrefix="rescuer"
        maxLength={{ account: 32, password: 64 }}
        pending={login.isPending}
        onSubmit={(credentials) =>
          login.mutate(credentials, {
            onSuccess: () => void navigate(pathTo('/accident/index'), { replace: true }),
          })
        }
      />
    </div>
  );
}
