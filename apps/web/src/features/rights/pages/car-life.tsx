import { useTranslation } from 'react-i18next';
import { useCarLifeRights } from '../api/car-life-rights.js';
import { ModuleScreen } from '../components/module-screen.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';

/** /rights/carlife: the car-life rights. */
export function Page() {
  const { t } = useTranslation('rights');
  useThemeStylesheet();
  return (
    <ModuleScreen
      query={useCarLifeRights()}
      icon="car#parking"
      title={t('carlife.hero')}
      hint={t('carlife.heroHint')}
    />
  );
}
