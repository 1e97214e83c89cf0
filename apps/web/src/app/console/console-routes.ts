import type { ConsoleMessages } from '../../features/console/i18n/zh-CN.js';
import type { ConsolePath } from '../../shared/routing/paths.js';
import type { PageModule } from '../routes.js';

/**
 * The operations console's screens (docs/console.md), as data: the router, the
 * guard and the navigation read this table. Paths are under `/console`; a
 * screen with a `nav` group gets a menu entry; `role: 'admin'` screens are
 * hidden from operators and their guard sends operators back to the overview.
 */
export type ConsoleNavKey = keyof ConsoleMessages['nav'];
export type ConsoleNavGroup = keyof ConsoleMessages['navGroups'];

export interface ConsoleRoute {
  /** Relative to `/console` ('' is the overview). */
  path: string;
  titleKey: ConsoleNavKey;
  /** The menu group it is listed in; null for screens reached from another (an edit form). */
  nav: ConsoleNavGroup | null;
  role: 'operator' | 'admin';
  page: () => Promise<PageModule>;
}

export const consoleBase = '/console';
export const consoleLoginPath = '/console/login';

/** A console path without its `/console/` (shared/routing/paths.ts `consolePaths`). */
type ConsoleScreenPath = ConsolePath extends infer P
  ? P extends `/console/${infer Rest}`
    ? Rest
    : ''
  : never;

function screen(
  path: ConsoleScreenPath,
  titleKey: ConsoleNavKey,
  nav: ConsoleNavGroup | null,
  page: () => Promise<PageModule>,
  role: 'operator' | 'admin' = 'operator',
): ConsoleRoute {
  return { path, titleKey, nav, role, page };
}

export const consoleRoutes: readonly ConsoleRoute[] = [
  screen('', 'home', 'operations', () => import('../../features/console/pages/home.js')),
  screen('coupons', 'coupons', 'operations', () => import('../../features/console/pages/coupons.js')),
  screen(
    'dispatch',
    'dispatch',
    'operations',
    () => import('../../features/console/pages/dispatch-board.js'),
  ),
  screen('dashboard', 'dashboard', 'operations', () => import('../../features/console/pages/dashboard.js')),
  screen('merchants', 'merchants', 'network', () => import('../../features/console/pages/merchants.js')),
  screen('stores', 'stores', 'network', () => import('../../features/console/pages/stores.js')),
  screen('rescuers', 'rescuers', 'network', () => import('../../features/console/pages/rescuers.js')),
  screen('vehicles', 'vehicles', 'network', () => import('../../features/console/pages/vehicles.js')),
  screen('branches', 'branches', 'network', () => import('../../features/console/pages/branches.js')),
  screen('news', 'news', 'content', () => import('../../features/console/pages/news.js')),
  screen('news/:id', 'news', null, () => import('../../features/console/pages/news-edit.js')),
  screen('activities', 'activities', 'content', () => import('../../features/console/pages/activities.js')),
  screen('activities/:id', 'activities', null, () => import('../../features/console/pages/activity-edit.js')),
  screen('tips', 'tips', 'content', () => import('../../features/console/pages/tips.js')),
  screen('channels', 'channels', 'operations', () => import('../../features/console/pages/channels.js')),
  screen('catalogue', 'catalogue', 'operations', () => import('../../features/console/pages/catalogue.js')),
  screen(
    'service-types',
    'serviceTypes',
    'operations',
    () => import('../../features/console/pages/service-types.js'),
  ),
  screen(
    'service-types/:code',
    'serviceTypes',
    null,
    () => import('../../features/console/pages/service-type-form.js'),
  ),
  screen(
    'catalogue/:type',
    'catalogue',
    null,
    () => import('../../features/console/pages/catalogue-edit.js'),
  ),
  screen('feedback', 'feedback', 'service', () => import('../../features/console/pages/feedback.js')),
  screen('feedback/:id', 'feedback', null, () => import('../../features/console/pages/feedback-report.js')),
  screen(
    'suggestions',
    'suggestions',
    'service',
    () => import('../../features/console/pages/suggestions.js'),
  ),
  screen('inquiries', 'inquiries', 'service', () => import('../../features/console/pages/inquiries.js')),
  screen(
    'driver-orders',
    'driverOrders',
    'service',
    () => import('../../features/console/pages/driver-orders.js'),
  ),
  screen(
    'health-cards',
    'healthCards',
    'service',
    () => import('../../features/console/pages/health-cards.js'),
  ),
  screen('site', 'site', 'system', () => import('../../features/console/pages/site-settings.js'), 'admin'),
  screen('audit', 'audit', 'system', () => import('../../features/console/pages/audit-log.js'), 'admin'),
];

/** The menu, group by group, in this order. */
export const consoleNavGroups: readonly ConsoleNavGroup[] = [
  'operations',
  'content',
  'service',
  'network',
  'system',
];

export function consoleHref(route: ConsoleRoute): string {
  return route.path ? `${consoleBase}/${route.path}` : consoleBase;
}
