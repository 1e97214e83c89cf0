/**
 * Where the dispatch board draws its markers at one zoom (decision 047): every
 * customer pin and truck tag is a box on the map's pixel plane; boxes that would
 * touch are merged into one cluster (a round badge with the count, at the
 * members' centre), and merging goes on until no two drawn boxes touch. So at
 * any zoom no marker or plate label covers another; zooming in splits clusters
 * as their members move apart.
 */

export interface LayoutItem {
  key: string;
  /** The point's position on the pixel plane at this zoom. */
  x: number;
  y: number;
  /** The drawn box: its size and its centre's offset from the point (a pin stands above its tip). */
  w: number;
  h: number;
  dy: number;
}

export interface Placed {
  /** One key: the item itself; more: a cluster of them. */
  keys: string[];
  /** The point it is drawn at (a cluster: the centre of its members' points). */
  x: number;
  y: number;
  /** Its box, by its centre. */
  box: { x: number; y: number; w: number; h: number };
}

/** Free pixels kept between any two drawn boxes. */
export const layoutGap = 4;

/** A cluster badge's size: wide enough for its count. */
export function clusterSize(count: number): number {
  return count >= 100 ? 44 : count >= 10 ? 38 : 34;
}

export function boxesTouch(a: Placed['box'], b: Placed['box'], gap = layoutGap): boolean {
  return Math.abs(a.x - b.x) < (a.w + b.w) / 2 + gap && Math.abs(a.y - b.y) < (a.h + b.h) / 2 + gap;
}

function single(item: LayoutItem): Placed {
  return {
    keys: [item.key],
    x: item.x,
    y: item.y,
    box: { x: item.x, y: item.y + item.dy, w: item.w, h: item.h },
  };
}

function merged(members: LayoutItem[]): Placed {
  const x = members.reduce((s, m) => s + m.x, 0) / members.length;
  const y = members.reduce((s, m) => s + m.y, 0) / members.length;
  const size = clusterSize(members.length);
  return { keys: members.map((m) => m.key), x, y, box: { x, y, w: size, h: size } };
}

/**
 * The markers to draw, in the items' order (the first member names a cluster).
 * Deterministic: the same items at the same zoom give the same layout.
 */
export function layoutMarkers(items: readonly LayoutItem[]): Placed[] {
  const byKey = new Map(items.map((i) => [i.key, i]));
  let placed = items.map(single);
  for (;;) {
    let pair: [number, number] | null = null;
    outer: for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i];
        const b = placed[j];
        if (a && b && boxesTouch(a.box, b.box)) {
          pair = [i, j];
          break outer;
        }
      }
    }
    if (!pair) return placed;
    const [i, j] = pair;
    const keys = [...(placed[i]?.keys ?? []), ...(placed[j]?.keys ?? [])];
    const members = keys.flatMap((k) => {
      const m = byKey.get(k);
      return m ? [m] : [];
    });
    placed = [...placed.slice(0, i), merged(members), ...placed.slice(i + 1, j), ...placed.slice(j + 1)];
  }
}
