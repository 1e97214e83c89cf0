import { mapConfig } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';

/** Leaflet with the configured tiles; no vendor key is needed (and none is shipped). */
export function mapRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(mapConfig, () =>
      Promise.resolve({
        provider: 'leaflet' as const,
        tileUrl: deps.config.mapTileUrl,
        jsApiKey: '',
        jsApiUrl: '',
      }),
    ),
  ];
}
