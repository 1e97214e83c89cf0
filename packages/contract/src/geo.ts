import type { GeoPoint } from './common.js';

/**
 * Great-circle distance in metres (haversine on a sphere of 6 371 km), rounded to the metre:
 * how far a store, a tow truck or a rescue place is. The one formula of the server (nearest
 * stores, dispatch, the customer's live rescue screen) and the console's dispatch board.
 */
export function distanceMeters(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  // Rounding can take h a hair above 1 for points on opposite sides of the earth.
  return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
}
