import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useRescueAddress } from '../api/rescue-address.js';
import '../i18n/register.js';
import '../components/accident.css';
import { formatCoordinates, formatMonthDayTime } from '../../../shared/format/format.js';

/** /accident/getaddress ("rescue address"): where the customer waits, with a hand-off to the phone's maps. */
export function Page() {
  const { t } = useTranslation('accident');
  const [search] = useSearchParams();
  const address = useRescueAddress(search.get('ticketId') ?? '');
  const a = address.data;
  return (
    <div className="rc-acc">
      <section className="rc-acc-card">
        {a ? (
          <>
            <h2>{a.place.address}</h2>
            <dl className="rc-facts">
              <dt>{t('address.coords')}</dt>
              <dd>{formatCoordinates(a.place)}</dd>
              <dt>{t('address.updated')}</dt>
              <dd>{formatMonthDayTime(a.updatedAt)}</dd>
            </dl>
            <a
              className="rc-form-primary"
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                textDecoration: 'none',
              }}
              href={`geo:${a.place.lat},${a.place.lng}?q=${a.place.lat},${a.place.lng}`}
            >
              {t('address.open')}
            </a>
          </>
        ) : (
          <Skeleton.Paragraph lineCount={3} animated />
        )}
      </section>
    </div>
  );
}
