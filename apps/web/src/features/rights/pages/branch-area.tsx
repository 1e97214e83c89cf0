import { useTranslation } from 'react-i18next';
import { useBranchAreaRights } from '../api/branch-area-rights.js';
import { useSwitchBranch } from '../api/switch-branch.js';
import { ModuleScreen } from '../components/module-screen.js';
import { session } from '../../../shared/session/session-store.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';

/**
 * /rights/brancharea: the offers of the branch company the session acts under.
 * A customer of several branch companies (orgList) switches here (authority/R00010093).
 */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const query = useBranchAreaRights();
  const switchBranch = useSwitchBranch();
  const orgList = session.orgList();
  const current = session.userVo()?.branchCompanyCode ?? '';
  const currentName = orgList.find((o) => o.branchCompanyCode === current)?.branchCompanyName ?? '';
  return (
    <ModuleScreen
      query={query}
      icon="car#courtesy"
      title={t('brancharea.hero')}
      hint={t('brancharea.heroHint', { branch: currentName })}
      heroExtra={
        orgList.length > 1 ? (
          <div className="rc-rights-chips" role="group" aria-label={t('brancharea.pick')}>
            {orgList.map((o) => (
              <button
                key={o.branchCompanyCode}
                type="button"
                className="rc-rights-chip"
                aria-pressed={o.branchCompanyCode === current}
                disabled={switchBranch.isPending}
                onClick={() =>
                  switchBranch.mutate(o.branchCompanyCode, {
                    onSuccess: (d) => showToast(t('brancharea.switched', { branch: d.branchCompanyName })),
                  })
                }
              >
                {o.branchCompanyName}
              </button>
            ))}
          </div>
        ) : null
      }
    />
  );
}
