import { describe, expect, it } from 'vitest';
import { boxesTouch, layoutMarkers, type LayoutItem } from './board-layout.js';

const pin = (key: string, x: number, y: number): LayoutItem => ({ key, x, y, w: 28, h: 36, dy: -16 });
const tag = (key: string, x: number, y: number): LayoutItem => ({ key, x, y, w: 64, h: 24, dy: 0 });

/** A fixed pseudo-random sequence (no Math.random: the test is the same every run). */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe('dispatch board marker layout', () => {
  it('keeps markers that stand apart as they are', () => {
    const out = layoutMarkers([pin('a', 0, 0), tag('b', 300, 0), pin('c', 0, 300)]);
    expect(out.map((p) => p.keys)).toEqual([['a'], ['b'], ['c']]);
  });

  it('draws two trucks parked at one depot as one cluster of two', () => {
    const out = layoutMarkers([tag('京C7H210', 100, 100), tag('京B3K552', 100, 100), pin('o1', 400, 400)]);
    expect(out.map((p) => p.keys)).toEqual([['京C7H210', '京B3K552'], ['o1']]);
    expect(out[0]).toMatchObject({ x: 100, y: 100 });
  });

  it('merges a pin and the plate tag it would cover', () => {
    // The pin stands above its point: a tag 20 px above the pin's tip is under it.
    const out = layoutMarkers([pin('o1', 100, 100), tag('t1', 100, 80)]);
    expect(out).toHaveLength(1);
    expect(out[0]?.keys.sort()).toEqual(['o1', 't1']);
  });

  it('never draws two boxes that touch, at any zoom, and draws every marker exactly once', () => {
    const next = sequence(7);
    // 60 markers in a 0.1° square around Beijing, on the pixel plane of zoom 11 (1° ≈ 1456 px).
    const world = Array.from({ length: 60 }, (_, i) => ({
      key: `m${i}`,
      lng: 116.35 + next() * 0.1,
      lat: 39.88 + next() * 0.1,
      kind: i % 3 === 0 ? 'tag' : 'pin',
    }));
    // Two markers at the very same point (as at a depot) stay together at every zoom.
    world.push({ key: 'twin', lng: world[0]?.lng ?? 0, lat: world[0]?.lat ?? 0, kind: 'tag' });
    for (let zoom = 5; zoom <= 18; zoom += 1) {
      const scale = 1456 * 2 ** (zoom - 11);
      const items = world.map((w) =>
        w.kind === 'tag'
          ? tag(w.key, w.lng * scale, -w.lat * scale)
          : pin(w.key, w.lng * scale, -w.lat * scale),
      );
      const out = layoutMarkers(items);
      for (let i = 0; i < out.length; i += 1) {
        for (let j = i + 1; j < out.length; j += 1) {
          const a = out[i];
          const b = out[j];
          if (a && b)
            expect(boxesTouch(a.box, b.box), `zoom ${zoom}: ${a.keys.join()} / ${b.keys.join()}`).toBe(false);
        }
      }
      expect(out.flatMap((p) => p.keys).sort()).toEqual(world.map((w) => w.key).sort());
    }
  });

  it('splits clusters as the map zooms in', () => {
    const near = [pin('a', 0, 0), pin('b', 10, 0), tag('c', 0, 10)];
    const at = (scale: number) =>
      layoutMarkers(near.map((i) => ({ ...i, x: i.x * scale, y: i.y * scale }))).length;
    expect(at(1)).toBe(1);
    expect(at(16)).toBe(3);
  });
});
