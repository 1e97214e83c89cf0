import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCarStewardRights } from '../api/car-steward-rights.js';
import { ModuleScreen } from '../components/module-screen.js';
import { session } from '../../../shared/session/session-store.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';

/** /rights/carbulter: the car-steward rights, for one of the customer's plates. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  const plates = session.userVo()?.plateNumberList ?? [];
  const [plate, setPlate] = useState<string | undefined>(session.userVo()?.plateNumber || undefined);
  const query = useCarStewardRights(plate);
  return (
    <ModuleScreen
      query={query}
      icon="car#rescue"
      title={t('carbulter.hero')}
      hint={t('carbulter.heroHint')}
      heroExtra={
        plates.length > 0 ? (
          <div className="rc-rights-chips" role="group" aria-label={t('carbulter.plate')}>
            {plates.map((p) => (
              <button
                key={p}
                type="button"
                className="rc-rights-chip"
                aria-pressed={p === plate}
                onClick={() => setPlate(p)}
              >
                {p}
              </button>
            ))}
          </div>
        ) : null
      }
    />
  );
}
