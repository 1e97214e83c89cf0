import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useRescuerHome } from '../api/rescuer-home.js';
import { session } from '../../../shared/session/session-store.js';
import '../i18n/register.js';
import '../components/accident.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /accident/index: the rescuer's home: counts and the ways into their work. */
export function Page() {
  const { t } = useTranslation('accident');
  const navigate = useNavigate();
  const home = useRescuerHome();
  const data = home.data;
  return (
    <div className="rc-acc" data-testid="rescuer-home">
      <header className="rc-acc-hero">
        <h1>{data ? t('home.hello', { name: data.rescuer.name }) : t('state.loading')}</h1>
        <p>{data?.rescuer.companyName}</p>
      </header>
      <section className="rc-acc-card">
        {data ? (
          <div className="rc-acc-stats">
            <div>
              <b>{data.openCount}</b>
              <span>{t('home.open')}</span>
            </div>
            <div>
              <b>{data.finishedTodayCount}</b>
              <span>{t('home.finishedToday')}</span>
            </div>
            <div>
              <b>{data.vehicleCount}</b>
              <span>{t('home.vehicles')}</span>
            </div>
          </div>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </section>
      {data && data.vehicleCount === 0 ? (
        <section className="rc-acc-card">
          <p>{t('home.noVehicle')}</p>
          <Link className="rc-form-ghost" to={pathTo('/accident/addcar')}>
            {t('home.bindNow')}
          </Link>
        </section>
      ) : null}
      <section className="rc-acc-card">
        <ul className="rc-acc-menu">
          <li>
            <Link to={pathTo('/accident/doorder')} data-testid="rescuer-distribution">
              {t('home.distribution')}
            </Link>
          </li>
          <li>
            <Link to={pathTo('/accident/order')}>{t('home.done')}</Link>
          </li>
          <li>
            <Link to={pathTo('/accident/car')}>{t('home.cars')}</Link>
          </li>
          <li>
            <Link to={pathTo('/accident/getlink')}>{t('home.link')}</Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                session.setToken(null);
                void navigate(pathTo('/accident/login'), { replace: true });
              }}
            >
              {t('home.logout')}
            </button>
          </li>
        </ul>
      </section>
    </div>
  );
}
