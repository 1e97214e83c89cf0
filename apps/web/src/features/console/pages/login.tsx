import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useConsoleLogin } from '../api/login.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { LanguageSwitch } from '../../../shared/ui/language-switch.js';
import '../i18n/register.js';
import '../components/console-ui.css';

/** Where to go after signing in: the console screen the operator came for, else the overview. */
function afterLogin(next: string | null): string {
  return next && /^\/console(\/|$)/.test(next) && !next.startsWith('/console/login') ? next : '/console';
}

/** /console/login: staff sign-in with account and password (docs/console.md). */
export function Page() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useConsoleLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) return showToast(t('login.needBoth'));
    login.mutate(
      { account: account.trim(), password },
      { onSuccess: () => void navigate(afterLogin(search.get('next')), { replace: true }) },
    );
  };

  return (
    <div className="rc-con-login">
      <div className="rc-con-login__lang">
        <LanguageSwitch />
      </div>
      <form className="rc-con-card rc-con-login__card" onSubmit={submit}>
        <h1>{t('login.title')}</h1>
        <p className="rc-con-muted">{t('login.lead')}</p>
        <label className="rc-con-field">
          <span>{t('login.account')}</span>
          <input
            value={account}
            autoComplete="username"
            maxLength={64}
            placeholder={t('login.accountPlaceholder')}
            onChange={(e) => setAccount(e.target.value)}
            data-testid="console-account"
          />
        </label>
        <label className="rc-con-field">
          <span>{t('login.password')}</span>
          <input
            type="password"
            value={password}
            autoComplete="current-password"
            maxLength={128}
            placeholder={t('login.passwordPlaceholder')}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="console-password"
          />
        </label>
        <button
          type="submit"
          className="rc-con-primary"
          disabled={login.isPending}
          data-testid="console-login"
        >
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </div>
  );
}
