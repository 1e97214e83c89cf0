import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import type { LoginData } from '@rc/contract';
import { isWeChatBrowser } from '../../../shared/browser/user-agent.js';
import { openExternal } from '../../../shared/browser/external.js';
import { catalogueText } from '../../../shared/i18n/catalogue.js';
import { nextScreenAfterLogin } from '../../../shared/routing/after-login.js';
import { applyAfterLogin } from '../../../shared/routing/apply-after-login.js';
import { session } from '../../../shared/session/session-store.js';
import { confirmDialog, showBlockingAlert, showToast } from '../../../shared/ui/overlays.js';
import { resolveJumpFlag, useConfirmBranch } from '../api/confirm-branch.js';
import '../i18n/register.js';
import '../components/mine.css';

/**
 * /mine/subcompany (spec 4 step 2): the login's orgList has several branch
 * companies; the customer picks one (auth/R00010005) and the after-login rules
 * carry on from the answer, whose orgList is now empty.
 */
export function Page() {
  const { t } = useTranslation('mine');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const orgList = session.orgList();
  const [chosen, setChosen] = useState(orgList[0]?.branchCompanyCode ?? '');
  const confirm = useConfirmBranch();

  const carryOn = async (data: LoginData) => {
    session.setToken(data.token);
    session.setUserVo(data.userVo);
    session.setOrgList(data.orgList);
    session.setVipFlag(data.userVo.isVip);
    session.rememberLogin(data);
    const entry = session.enterQuery() ?? {};
    const effects = nextScreenAfterLogin(data, {
      isBackUrl: entry.isBackUrl,
      nextUrl: session.nextUrl(),
      inWeChat: isWeChatBrowser(),
      sdTrackCode: entry.sd_track_code,
      sdExpireTime: entry.sd_expire_time,
    });
    await applyAfterLogin(
      effects,
      {
        navigate: (to) => void navigate(to, { replace: true }),
        external: openExternal,
        toast: showToast,
        alert: showBlockingAlert,
        confirmRebind: (tip) =>
          confirmDialog({
            title: tc('afterLogin.rebindTitle'),
            content: tip,
            confirmText: tc('afterLogin.rebindNow'),
            cancelText: tc('afterLogin.later'),
          }),
        resolveJumpFlag,
        emptyJumpUrlText: () => catalogueText('emptyJumpUrl'),
      },
      { code: entry.sd_track_code, expireTime: entry.sd_expire_time },
    );
  };

  return (
    <div className="rc-mine" data-testid="mine-subcompany">
      <div className="rc-mine__intro">
        <strong>{t('subcompany.title')}</strong>
        <br />
        {t('subcompany.hint')}
      </div>
      <section className="rc-mine__card" role="radiogroup" aria-label={t('subcompany.title')}>
        {orgList.length === 0 ? <div className="rc-mine__empty">{t('subcompany.none')}</div> : null}
        {orgList.map((org) => (
          <button
            key={org.branchCompanyCode}
            type="button"
            role="radio"
            aria-checked={chosen === org.branchCompanyCode}
            aria-pressed={chosen === org.branchCompanyCode}
            className="rc-mine__branch"
            onClick={() => setChosen(org.branchCompanyCode)}
          >
            {org.branchCompanyName}
            <span className="rc-mine__radio" aria-hidden="true" />
          </button>
        ))}
      </section>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={!chosen}
        loading={confirm.isPending}
        onClick={() => confirm.mutate(chosen, { onSuccess: (data) => void carryOn(data) })}
      >
        {t('subcompany.confirm')}
      </Button>
    </div>
  );
}
