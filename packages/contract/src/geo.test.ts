import { describe, expect, it } from 'vitest';
import { distanceMeters } from './geo.js';

describe('distanceMeters', () => {
  const tiananmen = { lat: 39.9087, lng: 116.3975 };
  const bund = { lat: 31.2397, lng: 121.4998 };

  it('is zero for one point and the same both ways', () => {
    expect(distanceMeters(tiananmen, tiananmen)).toBe(0);
    expect(distanceMeters(tiananmen, bund)).toBe(distanceMeters(bund, tiananmen));
  });

  it('measures Beijing to Shanghai as about 1 068 km, and a street block to the metre', () => {
    expect(Math.round(distanceMeters(tiananmen, bund) / 1000)).toBe(1068);
    // 0.001° of latitude is 111.2 m on a sphere of 6 371 km.
    expect(distanceMeters(tiananmen, { lat: 39.9097, lng: 116.3975 })).toBe(111);
  });

  it('gives half the circumference, not NaN, for points on opposite sides of the earth', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBe(Math.round(Math.PI * 6_371_000));
  });
});
