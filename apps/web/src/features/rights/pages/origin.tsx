import { useParams } from 'react-router';
import { useOriginRights } from '../api/origin-rights.js';
import { ModuleScreen } from '../components/module-screen.js';
import { useThemeStylesheet } from '../../../shared/rights/theme-assets.js';

/** Icons of the catalogue's modules, for /rights/origin/:type's header. */
const moduleIcons: Record<string, string> = {
  carSteward: 'car#rescue',
  carLife: 'car#parking',
  branchArea: 'car#courtesy',
  vip: 'common#vip',
  ai: 'service#ai',
  health: 'service#health',
  home: 'service#clean',
  service: 'service#legal',
};

/** /rights/origin/:type: the rights of one catalogue module. */
export function Page() {
  useThemeStylesheet();
  const type = useParams().type ?? '';
  return <ModuleScreen query={useOriginRights(type)} icon={moduleIcons[type] ?? 'common#more'} />;
}
