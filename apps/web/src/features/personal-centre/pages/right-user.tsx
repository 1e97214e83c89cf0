import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import Tag from 'antd-mobile/es/components/tag';
import type { AuthorizedUser } from '@rc/contract';
import { showToast } from '../../../shared/ui/overlays.js';
import { useAuthorizedUsers } from '../api/authorized-users.js';
import { useSwitchUser } from '../api/switch-user.js';
import { formatDate } from '../../../shared/format/format.js';
import { useSessionUser } from '../components/use-session-user.js';
import '../i18n/register.js';
import '../components/mine.css';
import { pathTo } from '../../../shared/routing/paths.js';

/**
 * /mine/rightUser: switch to a customer who authorised me (their rights are
 * shown from then on) and back to myself; see and manage whom I authorised.
 */
export function Page() {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  const user = useSessionUser();
  const users = useAuthorizedUsers();
  const switchUser = useSwitchUser();
  const actingPid = user?.userVo?.pid ?? user?.pid ?? '';

  const switchTo = (pid: string, name: string) =>
    switchUser.mutate(pid, {
      onSuccess: () =>
        showToast(pid === user?.pid ? t('rightUser.switchedBack') : t('rightUser.switched', { name })),
    });

  const sub = (u: AuthorizedUser) =>
    [
      t('rightUser.plates', { plates: u.plateNumbers.join('、') }),
      u.validTo ? t('rightUser.validTo', { date: formatDate(u.validTo) }) : t('rightUser.noExpiry'),
    ].join(' · ');

  const person = (u: AuthorizedUser, action: ReactNode, onOpen?: () => void) => (
    <div
      key={u.authorizationId}
      className="rc-mine__person"
      data-testid={`person-${u.pid || u.authorizationId}`}
    >
      <div className="rc-mine__person-main" onClick={onOpen} role={onOpen ? 'link' : undefined}>
        <div className="rc-mine__person-name">
          {u.custName}
          <span className="rc-mine__muted">{u.mobile}</span>
        </div>
        <div className="rc-mine__person-sub">{sub(u)}</div>
      </div>
      {action}
    </div>
  );

  const detail = (id: string) => void navigate(pathTo('/mine/authorizationDetail', { search: { id } }));

  return (
    <div className="rc-mine" data-testid="mine-right-user">
      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('rightUser.receivedTitle')}</h2>
        <p className="rc-mine__note" style={{ padding: '0 16px' }}>
          {t('rightUser.receivedHint')}
        </p>
        {user ? (
          <div className="rc-mine__person" data-testid="person-me">
            <div className="rc-mine__person-main">
              <div className="rc-mine__person-name">
                {user.custName.slice(0, 1)}
                {'*'.repeat(Math.max(1, [...user.custName].length - 1))}
                <Tag color="default">{t('rightUser.me')}</Tag>
              </div>
              <div className="rc-mine__person-sub">{user.plateNumber}</div>
            </div>
            {actingPid === user.pid ? (
              <Tag color="primary">{t('rightUser.current')}</Tag>
            ) : (
              <Button size="small" color="primary" fill="outline" onClick={() => switchTo(user.pid, '')}>
                {t('rightUser.switch')}
              </Button>
            )}
          </div>
        ) : null}
        {users.isPending ? <Skeleton.Paragraph lineCount={3} animated /> : null}
        {users.data?.received.length === 0 ? (
          <div className="rc-mine__empty">{t('rightUser.emptyReceived')}</div>
        ) : null}
        {users.data?.received.map((u) =>
          person(
            u,
            actingPid === u.pid ? (
              <Tag color="primary">{t('rightUser.current')}</Tag>
            ) : (
              <Button
                size="small"
                color="primary"
                fill="outline"
                loading={switchUser.isPending && switchUser.variables === u.pid}
                onClick={() => switchTo(u.pid, u.custName)}
              >
                {t('rightUser.switch')}
              </Button>
            ),
            () => detail(u.authorizationId),
          ),
        )}
      </section>

      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('rightUser.grantedTitle')}</h2>
        {users.data?.granted.length === 0 ? (
          <div className="rc-mine__empty">{t('rightUser.emptyGranted')}</div>
        ) : null}
        {users.data?.granted.map((u) =>
          person(
            u,
            <button type="button" className="rc-mine__link" onClick={() => detail(u.authorizationId)}>
              <Tag color={u.state === 'active' ? 'success' : 'default'}>
                {t(`rightUser.states.${u.state}`)}
              </Tag>
            </button>,
            () => detail(u.authorizationId),
          ),
        )}
      </section>

      <Button
        block
        color="primary"
        shape="rounded"
        onClick={() => void navigate(pathTo('/mine/addAuthorization'))}
      >
        {t('rightUser.add')}
      </Button>
    </div>
  );
}
