import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import List from 'antd-mobile/es/components/list';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { openExternal } from '../../../shared/browser/external.js';
import { resolveCustomerServiceUrl } from '../../../shared/customer-service/customer-service-url.js';
import { membershipName } from '../../../shared/i18n/membership.js';
import { LanguageSwitch } from '../../../shared/ui/language-switch.js';
import { NewsRoller } from '../../../shared/ui/news-roller.js';
import { showToast } from '../../../shared/ui/overlays.js';
import { useMyInfo } from '../api/my-info.js';
import { useSwitchPlate, useSwitchUser } from '../api/switch-user.js';
import { MenuIcon, type MenuIconName } from '../components/menu-icons.js';
import { DailySignInCard } from '../components/daily-sign-in-card.js';
import { useSessionUser } from '../components/use-session-user.js';
import '../i18n/register.js';
import '../components/mine.css';
import { pathTo } from '../../../shared/routing/paths.js';

type MenuKey =
  | 'info'
  | 'rightUser'
  | 'privacy'
  | 'branch'
  | 'feedback'
  | 'inquire'
  | 'service'
  | 'orders'
  | 'goldenOrders'
  | 'people'
  | 'healthCard'
  | 'ownRights'
  | 'ownServices'
  | 'driving'
  | 'washCodes';

const accountMenu: [MenuKey, MenuIconName, string][] = [
  ['info', 'info', pathTo('/mine/info')],
  ['rightUser', 'users', pathTo('/mine/rightUser')],
  ['privacy', 'shield', pathTo('/mine/privacyAuthorizationList')],
  ['branch', 'branch', pathTo('/rights/brancharea')],
];
const servicesMenu: [MenuKey, MenuIconName, string][] = [
  ['orders', 'orders', pathTo('/order/list')],
  ['ownRights', 'golden', pathTo('/rights/ownrights')],
  ['ownServices', 'card', pathTo('/rights/ownservice')],
  ['driving', 'car', pathTo('/order/drivingOrder')],
  ['washCodes', 'orders', pathTo('/order/carWashVerify')],
  ['goldenOrders', 'golden', pathTo('/order/GoldenOrder')],
  ['people', 'users', pathTo('/order/relatedPersonnel')],
  ['healthCard', 'card', pathTo('/order/healthInsurancePaymentCard')],
];
const helpMenu: [MenuKey, MenuIconName, string][] = [
  ['feedback', 'feedback', pathTo('/mine/feedback')],
  ['inquire', 'inquire', pathTo('/mine/MyInquire')],
  ['service', 'service', ''],
];

/** /mine/center: who I am, my plate, the authorised user I act for, and the ways into my space. */
export function Page() {
  const { t } = useTranslation('mine');
  const navigate = useNavigate();
  const user = useSessionUser();
  const info = useMyInfo();
  const switchPlate = useSwitchPlate();
  const switchUser = useSwitchUser();
  const [plateSheet, setPlateSheet] = useState(false);

  const acting = user?.userVo ?? null;
  const plates = info.data?.plateNumbers ?? user?.plateNumberList ?? [];
  const name = info.data?.custName ?? '';
  const currentPlate = user?.plateNumber ?? '';

  const openService = async () => {
    const url = await resolveCustomerServiceUrl();
    if (url) openExternal(url);
  };

  const menu = (items: [MenuKey, MenuIconName, string][]) =>
    items.map(([key, icon, to]) => (
      <List.Item
        key={key}
        prefix={<MenuIcon name={icon} />}
        onClick={() => (to ? void navigate(to) : void openService())}
        arrowIcon
        data-testid={`center-${key}`}
      >
        {t(`center.${key}`)}
      </List.Item>
    ));

  return (
    <div className="rc-mine" data-testid="mine-center">
      <section className="rc-mine__hero">
        <div className="rc-mine__hero-top">
          <div className="rc-mine__avatar" aria-hidden="true">
            {name.slice(0, 1) || '·'}
          </div>
          <div>
            <h1 className="rc-mine__name">{t('center.greeting', { name })}</h1>
            {info.data?.degree ? (
              <span className="rc-mine__degree">{membershipName(info.data.degree)}</span>
            ) : null}
          </div>
        </div>
        <div className="rc-mine__stats">
          <div>
            <span className="rc-mine__stat-value">{info.data?.remainPoint ?? '–'}</span>
            <span className="rc-mine__stat-label">{t('center.points')}</span>
          </div>
          <div>
            <span className="rc-mine__stat-value">{info.data?.joinTbDays ?? '–'}</span>
            <span className="rc-mine__stat-label">{t('center.days')}</span>
          </div>
          <div>
            <span className="rc-mine__stat-value">{plates.length}</span>
            <span className="rc-mine__stat-label">{t('info.plates')}</span>
          </div>
        </div>
        <div className="rc-mine__plate">
          <span>
            {t('center.plate')}{' '}
            <strong data-testid="current-plate">{currentPlate || t('center.noPlate')}</strong>
          </span>
          {plates.length > 1 ? (
            <button type="button" className="rc-mine__plate-button" onClick={() => setPlateSheet(true)}>
              {t('center.changePlate')}
            </button>
          ) : null}
        </div>
      </section>

      {acting && user ? (
        <div className="rc-mine__acting" role="status">
          <span>{t('center.actingFor', { name: acting.custName })}</span>
          <button
            type="button"
            className="rc-mine__plate-button"
            disabled={switchUser.isPending}
            onClick={() =>
              switchUser.mutate(user.pid, { onSuccess: () => showToast(t('rightUser.switchedBack')) })
            }
          >
            {t('center.backToMe')}
          </button>
        </div>
      ) : null}

      <DailySignInCard state={info.data?.dailySignIn} />

      <NewsRoller label={t('center.news')} />

      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('center.sectionAccount')}</h2>
        <List>{menu(accountMenu)}</List>
      </section>
      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('center.sectionServices')}</h2>
        <List>{menu(servicesMenu)}</List>
      </section>
      <section className="rc-mine__card">
        <h2 className="rc-mine__card-title">{t('center.sectionHelp')}</h2>
        <List>{menu(helpMenu)}</List>
      </section>
      <section className="rc-mine__card">
        <List>
          <List.Item extra={<LanguageSwitch />}>{t('center.language')}</List.Item>
        </List>
      </section>

      <ActionSheet
        visible={plateSheet}
        extra={t('center.plateSheetTitle')}
        cancelText={t('center.cancel')}
        onClose={() => setPlateSheet(false)}
        actions={plates.map((plate) => ({
          key: plate,
          text: plate,
          bold: plate === currentPlate,
          onClick: () => {
            setPlateSheet(false);
            switchPlate.mutate(plate, { onSuccess: () => showToast(t('center.plateChanged', { plate })) });
          },
        }))}
      />
    </div>
  );
}
