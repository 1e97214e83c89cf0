import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRescuerLogin } from '../api/rescuer-login.js';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';
import '../components/accident.css';

/** /accident/login: the rescuer's own sign-in (spec 6: channel 1, no customer-service button). */
export function Page() {
  const { t } = useTranslation('accident');
  const navigate = useNavigate();
  const login = useRescuerLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) return showToast(t('login.needBoth'));
    login.mutate(
      { account: account.trim(), password },
      { onSuccess: () => void navigate('/accident/index', { replace: true }) },
    );
  };

  return (
    <div className="rc-acc">
      <header className="rc-acc-hero">
        <h1>{t('login.title')}</h1>
        <p>{t('login.lead')}</p>
      </header>
      <form className="rc-acc-card" onSubmit={submit}>
        <label className="rc-acc-field">
          <span>{t('login.account')}</span>
          <input
            className="rc-acc-input"
            value={account}
            autoComplete="username"
            maxLength={32}
            placeholder={t('login.accountPlaceholder')}
            onChange={(e) => setAccount(e.target.value)}
            data-testid="rescuer-account"
          />
        </label>
        <label className="rc-acc-field">
          <span>{t('login.password')}</span>
          <input
            className="rc-acc-input"
            type="password"
            value={password}
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('login.passwordPlaceholder')}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="rescuer-password"
          />
        </label>
        <button
          type="submit"
          className="rc-acc-primary"
          disabled={login.isPending}
          data-testid="rescuer-login"
        >
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </div>
  );
}
