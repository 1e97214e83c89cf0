import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStaffLogin } from '../api/staff-login.js';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';
import '../components/geturl.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /geturl/login: staff sign-in before creating location links (service button hidden). */
export function Page() {
  const { t } = useTranslation('geturl');
  const navigate = useNavigate();
  const login = useStaffLogin();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  return (
    <div className="rc-gu">
      <form
        className="rc-gu-card"
        onSubmit={(e) => {
          e.preventDefault();
          if (!account.trim() || !password) return showToast(t('login.needBoth'));
          login.mutate(
            { account: account.trim(), password },
            { onSuccess: () => void navigate(pathTo('/geturl/createlink'), { replace: true }) },
          );
        }}
      >
        <h1>{t('login.title')}</h1>
        <p>{t('login.lead')}</p>
        <label className="rc-form-field">
          <span>{t('login.account')}</span>
          <input
            className="rc-form-input"
            value={account}
            autoComplete="username"
            maxLength={32}
            onChange={(e) => setAccount(e.target.value)}
          />
        </label>
        <label className="rc-form-field">
          <span>{t('login.password')}</span>
          <input
            className="rc-form-input"
            type="password"
            value={password}
            autoComplete="current-password"
            maxLength={64}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button type="submit" className="rc-form-primary" disabled={login.isPending}>
          {t('login.submit')}
        </button>
      </form>
    </div>
  );
}
