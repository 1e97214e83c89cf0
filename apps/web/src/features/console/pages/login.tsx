import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useConsoleLogin } from '../api/login.js';
import { PasswordLoginForm } from '../../../shared/ui/password-login-form.js';
import { LanguageSwitch } from '../../../shared/ui/language-switch.js';
import '../i18n/register.js';
import '../components/console-ui.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** Where to go after signing in: the console screen the operator came for, else the overview. */
function afterLogin(next: string | null): string {
  return next && /^\/console(\/|$)/.test(next) && !next.startsWith(pathTo('/console/login'))
    ? next
    : pathTo('/console');
}

/** /console/login: staff sign-in with account and password (docs/console.md). */
export function Page() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useConsoleLogin();
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
    <div className="rc-con-login">
      <div className="rc-con-login__lang">
        <LanguageSwitch />
      </div>
      <PasswordLoginForm
        labels={labels}
        classNames={{
          form: 'rc-con-card rc-con-login__card',
          field: 'rc-con-field',
          button: 'rc-con-primary',
        }}
        testIdPrefix="console"
        maxLength={{ account: 64, password: 128 }}
        pending={login.isPending}
        onSubmit={(credentials) =>
          login.mutate(credentials, {
            onSuccess: () => void navigate(afterLogin(search.get('next')), { replace: true }),
          })
        }
      >
        <h1>{t('login.title')}</h1>
        <p className="rc-con-muted">{t('login.lead')}</p>
      </PasswordLoginForm>
    </div>
  );
}
