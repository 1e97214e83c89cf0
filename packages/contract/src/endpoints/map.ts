import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const mapConfigSchema = z.object({
  /** Leaflet with the configured tiles by default; AMap or Baidu when a key is configured. */
  provider: z.enum(['leaflet', 'amap', 'baidu']),
  tileUrl: z.string(),
  /** The vendor's browser key (public by design); empty for Leaflet. */
  jsApiKey: z.string(),
  /** The vendor's loader script; empty for Leaflet. */
  jsApiUrl: z.string(),
  /** AMap's security code, set on the page before its loader runs; empty otherwise. */
  securityJsCode: z.string(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

export const mapConfig = defineEndpoint({
  group: 'map',
  code: 'getMapApi',
  name: 'mapConfig',
  summary: 'Which map the screens load and how (provider, tile URL, browser key).',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  data: mapConfigSchema,
});

export const mapEndpoints = [mapConfig] as const;
