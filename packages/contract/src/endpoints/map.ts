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

export const reverseGeocodeSchema = z.object({
  /**
   * `provider`: the configured map vendor named the address; `nearbyPlace`: the
   * nearest known place of the network (a store), within a few kilometres, stands
   * in (the offline demo, or the vendor failed); `none`: no address is known.
   */
  source: z.enum(['provider', 'nearbyPlace', 'none']),
  /** The address to fill in; the customer may correct it. Empty when `none`. */
  address: z.string(),
  /** The known place it is near (`nearbyPlace`); empty otherwise. */
  nearby: z.string(),
  distanceMeters: z.number().int().nonnegative().nullable(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;

export const reverseGeocode = defineEndpoint({
  group: 'map',
  code: 'reverseGeocode',
  name: 'reverseGeocode',
  summary:
    "Turns the phone's position (定位 on a service form) into a readable address: the configured map vendor's, else the nearest known place of the network, else none.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ lng: z.number().min(-180).max(180), lat: z.number().min(-90).max(90) }),
  data: reverseGeocodeSchema,
});

export const mapEndpoints = [mapConfig, reverseGeocode] as const;
