import { useTranslation } from 'react-i18next';
import type { UserVo } from '@rc/contract';
import { membershipName } from '../../../shared/i18n/membership.js';
import { RightIcon } from '../../../shared/rights/right-tiles.js';

/** The top of the home: who, which car, membership and points. */
export function PersonalHero({ user, vip }: { user: UserVo | null; vip: boolean }) {
  const { t } = useTranslation('personal');
  return (
    <header className="rc-personal-hero" data-testid="personal-hero">
      <div className="rc-personal-hero__who">
        <p className="rc-personal-hero__hello">
          {user?.custName ? t('greeting', { name: user.custName }) : t('guest')}
        </p>
        <p className="rc-personal-hero__plate">{user?.plateNumber || t('noPlate')}</p>
        <div className="rc-personal-hero__tags">
          {vip ? (
            <span className="rc-personal-hero__vip" data-testid="vip-badge">
              <RightIcon icon="common#vip" size={16} />
              {t('vipBadge')}
            </span>
          ) : null}
          {user?.degree ? (
            <span className="rc-personal-hero__tag">
              {t('member', { degree: membershipName(user.degree, user.degreeCode) })}
            </span>
          ) : null}
          {user ? (
            <span className="rc-personal-hero__tag">{t('points', { points: user.remainPoint })}</span>
          ) : null}
        </div>
      </div>
      <div className="rc-personal-hero__art" aria-hidden="true">
        <RightIcon icon={vip ? 'common#vip' : 'car#courtesy'} size={64} />
      </div>
    </header>
  );
}
