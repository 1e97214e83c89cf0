import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTowVehicles } from '../api/tow-vehicles.js';
import { useUnbindVehicle } from '../api/bind-vehicle.js';
import { showToast } from '../../../shared/ui/overlays.js';
import '../i18n/register.js';
import '../components/accident.css';
import { pathTo } from '../../../shared/routing/paths.js';

/** /accident/car: the rescuer's bound tow vehicles (wsWorkSheetVo), with unbind. */
export function Page() {
  const { t } = useTranslation('accident');
  const vehicles = useTowVehicles();
  const unbind = useUnbindVehicle();
  const list = vehicles.data?.wsWorkSheetVo ?? [];
  return (
    <div className="rc-acc">
      {vehicles.isPending ? (
        <div className="rc-acc-card">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      ) : null}
      {!vehicles.isPending && list.length === 0 ? <p className="rc-acc-note">{t('car.empty')}</p> : null}
      {list.map((v) => (
        <section className="rc-acc-card" key={v.vehicleNo}>
          <div className="rc-acc-item__head">
            <span className="rc-acc-plate">{v.vehicleNo}</span>
            <span className={`rc-acc-badge${v.state === 'busy' ? '' : ' rc-acc-badge--finished'}`}>
              {t(`car.state.${v.state}`)}
            </span>
          </div>
          <div className="rc-acc-item__head">
            <span>{v.vehicleType}</span>
            <button
              type="button"
              className="rc-form-ghost"
              disabled={v.state === 'busy' || unbind.isPending}
              onClick={() =>
                unbind.mutate(v.vehicleNo, {
                  onSuccess: () => showToast(t('car.unbound', { plate: v.vehicleNo })),
                })
              }
            >
              {t('car.unbind')}
            </button>
          </div>
        </section>
      ))}
      <div className="rc-acc-card">
        <Link
          className="rc-form-ghost"
          style={{ width: '100%', boxSizing: 'border-box' }}
          to={pathTo('/accident/addcar')}
        >
          {t('car.add')}
        </Link>
      </div>
    </div>
  );
}
