import { mapConfig, reverseGeocode } from '@rc/contract';
import { reverseGeocodeAt } from './reverse-geocode.js';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';

/**
 * map/getMapApi: Leaflet with the configured tiles unless an AMap or Baidu key
 * is configured (config.ts); no vendor key is shipped, so by default nothing
 * vendor-specific loads.
 */
export function mapRoutes(deps: AppDeps): BoundHandler[] {
  const { provider, jsApiKey, jsApiUrl, securityJsCode } = deps.config.map;
  return [
    handle(mapConfig, () =>
      Promise.resolve({ provider, tileUrl: deps.config.mapTileUrl, jsApiKey, jsApiUrl, securityJsCode }),
    ),
    handle(reverseGeocode, ({ body, locale }) => reverseGeocodeAt(deps, body, locale)),
  ];
}
