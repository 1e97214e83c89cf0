/**
 * What a gold-service order keeps in `orders.details.golden`: the job in both
 * languages, who serves it (mobile sealed) and the serving vehicle's trail,
 * sealed as one JSON string (positions near the customer are personal data).
 */
export interface GoldenDetails {
  item: { 'zh-CN': string; 'en-US': string };
  worker: { name: string; mobileSealed: string; vehicleNo: string | null } | null;
  trailSealed: string | null;
}

export interface TrailPoint {
  lng: number;
  lat: number;
  at: string;
}

export { goldenBusinessType } from '../../domain/gold-service-orders.js';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads the details back defensively: they are JSON written by the desk and the seed. */
export function goldenDetailsOf(details: Record<string, unknown>): GoldenDetails {
  const g = isRecord(details.golden) ? details.golden : {};
  const item = isRecord(g.item) ? g.item : {};
  const worker = isRecord(g.worker) ? g.worker : null;
  return {
    item: {
      'zh-CN': typeof item['zh-CN'] === 'string' ? item['zh-CN'] : '',
      'en-US': typeof item['en-US'] === 'string' ? item['en-US'] : '',
    },
    worker:
      worker && typeof worker.name === 'string' && typeof worker.mobileSealed === 'string'
        ? {
            name: worker.name,
            mobileSealed: worker.mobileSealed,
            vehicleNo: typeof worker.vehicleNo === 'string' ? worker.vehicleNo : null,
          }
        : null,
    trailSealed: typeof g.trailSealed === 'string' ? g.trailSealed : null,
  };
}

export function parseTrail(json: string): TrailPoint[] {
  const raw: unknown = JSON.parse(json);
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (p): p is TrailPoint =>
      isRecord(p) && typeof p.lng === 'number' && typeof p.lat === 'number' && typeof p.at === 'string',
  );
}
