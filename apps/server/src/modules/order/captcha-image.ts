import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * The picture of a captcha answer as a PNG: digits drawn from a small stroke
 * font into pixels, each glyph turned, scaled and moved at random, with curves
 * crossing the text, decoy strokes and speckles. The file holds pixels only (no
 * text chunk, no markup), so the answer cannot be read out of its bytes.
 */

type Point = readonly [number, number];
/** Strokes of each digit on a 10 × 16 grid (y down). */
const strokeFont: Record<string, readonly (readonly Point[])[]> = {
  '0': [
    [
      [5, 0],
      [8.5, 2],
      [10, 8],
      [8.5, 14],
      [5, 16],
      [1.5, 14],
      [0, 8],
      [1.5, 2],
      [5, 0],
    ],
  ],
  '1': [
    [
      [2, 3.5],
      [5.5, 0],
      [5.5, 16],
    ],
    [
      [2, 16],
      [9, 16],
    ],
  ],
  '2': [
    [
      [0.5, 3],
      [3, 0.3],
      [7, 0.3],
      [9.5, 3],
      [9, 6.5],
      [0, 16],
      [10, 16],
    ],
  ],
  '3': [
    [
      [0.5, 2],
      [3, 0],
      [7, 0],
      [9.5, 2.5],
      [9, 6],
      [4.5, 8],
      [9, 10],
      [10, 13],
      [7.5, 16],
      [3, 16],
      [0, 14],
    ],
  ],
  '4': [
    [
      [7, 16],
      [7, 0],
      [0, 11],
      [10, 11],
    ],
  ],
  '5': [
    [
      [9.5, 0],
      [1.5, 0],
      [0.8, 7],
      [5, 6],
      [9, 8],
      [10, 12],
      [7.5, 15.5],
      [3, 16],
      [0, 14],
    ],
  ],
  '6': [
    [
      [8.5, 1],
      [5, 0],
      [1.5, 2.5],
      [0, 8],
      [0.5, 13],
      [3, 16],
      [7, 16],
      [9.8, 13],
      [9.5, 10],
      [6.5, 8],
      [3, 8],
      [0.3, 10],
    ],
  ],
  '7': [
    [
      [0, 0],
      [10, 0],
      [4, 16],
    ],
  ],
  '8': [
    [
      [5, 8],
      [1.5, 6],
      [1, 3],
      [3, 0.2],
      [7, 0.2],
      [9, 3],
      [8.5, 6],
      [5, 8],
      [1, 10.5],
      [0.5, 13.5],
      [3, 16],
      [7, 16],
      [9.5, 13.5],
      [9, 10.5],
      [5, 8],
    ],
  ],
  '9': [
    [
      [9.7, 6],
      [7, 8],
      [3, 8],
      [0.2, 6],
      [0.5, 2.5],
      [3, 0],
      [7, 0],
      [9.7, 3],
      [9.7, 8],
      [9, 13],
      [6.5, 16],
      [3, 16],
      [1, 14.5],
    ],
  ],
};

/** Drawn at twice the shown size (110 × 44 CSS pixels) so it stays sharp on phones. */
const width = 220;
const height = 88;

type Rgb = readonly [number, number, number];

function rand(min: number, max: number): number {
  return min + ((max - min) * randomInt(0, 1_000_001)) / 1_000_000;
}

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

class Canvas {
  readonly pixels = new Uint8Array(width * height * 3);

  constructor(background: Rgb) {
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  private blend(x: number, y: number, colour: Rgb, alpha: number): void {
    const at = (y * width + x) * 3;
    colour.forEach((value, c) => {
      const was = this.pixels[at + c] ?? 0;
      this.pixels[at + c] = Math.round(was + (value - was) * alpha);
    });
  }

  /** A line of the given thickness, anti-aliased by distance to the segment. */
  line(a: Point, b: Point, thickness: number, colour: Rgb): void {
    const r = thickness / 2;
    const [x0, y0] = a;
    const [x1, y1] = b;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    const left = Math.max(0, Math.floor(Math.min(x0, x1) - r - 1));
    const right = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + r + 1));
    const top = Math.max(0, Math.floor(Math.min(y0, y1) - r - 1));
    const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + r + 1));
    for (let y = top; y <= bottom; y++)
      for (let x = left; x <= right; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2));
        const d = Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy));
        const cover = Math.max(0, Math.min(1, r + 0.5 - d));
        if (cover > 0) this.blend(x, y, colour, cover);
      }
  }

  polyline(points: readonly Point[], thickness: number, colour: Rgb): void {
    if (points.length < 2) return;
    points.reduce((from, to) => {
      this.line(from, to, thickness, colour);
      return to;
    });
  }

  png(): Buffer {
    const rows = Buffer.alloc(height * (1 + width * 3));
    for (let y = 0; y < height; y++)
      rows.set(this.pixels.subarray(y * width * 3, (y + 1) * width * 3), y * (1 + width * 3) + 1);
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** A glyph's strokes turned, scaled, sheared and moved to centre (cx, cy), each point wobbled. */
function placeGlyph(strokes: readonly (readonly Point[])[], cx: number, cy: number): Point[][] {
  const scale = rand(2.6, 3.3);
  const turn = (rand(-28, 28) * Math.PI) / 180;
  const shear = rand(-0.25, 0.25);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  return strokes.map((stroke) =>
    stroke.map(([gx, gy]): Point => {
      const x = (gx - 5 + rand(-0.35, 0.35) + shear * (gy - 8)) * scale;
      const y = (gy - 8 + rand(-0.35, 0.35)) * scale;
      return [cx + x * cos - y * sin, cy + x * sin + y * cos];
    }),
  );
}

/** A cubic curve across the picture, sampled into a polyline. */
function noiseCurve(): Point[] {
  const [x0, y0] = [rand(-10, 20), rand(0, height)];
  const [x1, y1] = [rand(40, 100), rand(-20, height + 20)];
  const [x2, y2] = [rand(120, 180), rand(-20, height + 20)];
  const [x3, y3] = [rand(width - 20, width + 10), rand(0, height)];
  return Array.from({ length: 33 }, (_, i): Point => {
    const t = i / 32;
    const u = 1 - t;
    const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
    return [a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3];
  });
}

/** A piece of some digit's stroke, so stray marks look like the real ones. */
function decoyStroke(): Point[] {
  const strokes = Object.values(strokeFont).flat();
  const stroke = strokes[randomInt(strokes.length)] ?? [];
  const from = randomInt(Math.max(1, stroke.length - 2));
  const piece = stroke.slice(from, from + randomInt(2, 4));
  const [placed] = placeGlyph([piece], rand(10, width - 10), rand(8, height - 8));
  return placed ?? [];
}

/** The PNG bytes showing `answer` (digits) to a person. */
export function renderCaptchaPng(answer: string): Buffer {
  const canvas = new Canvas(hsl(rand(0, 360), 0.25, 0.94));
  for (let i = 0; i < 260; i++) {
    const x = rand(0, width);
    const y = rand(0, height);
    canvas.line(
      [x, y],
      [x + rand(-1, 1), y + rand(-1, 1)],
      rand(1, 2.2),
      hsl(rand(0, 360), 0.5, rand(0.5, 0.8)),
    );
  }
  for (let i = 0; i < 3; i++)
    canvas.polyline(decoyStroke(), rand(2, 3.5), hsl(rand(0, 360), 0.45, rand(0.45, 0.6)));
  const step = (width - 30) / answer.length;
  Array.from(answer).forEach((digit, i) => {
    const strokes = strokeFont[digit] ?? [];
    const colour = hsl(rand(0, 360), 0.65, rand(0.22, 0.34));
    const placed = placeGlyph(strokes, 15 + step * (i + 0.5) + rand(-6, 6), height / 2 + rand(-7, 7));
    for (const stroke of placed) canvas.polyline(stroke, rand(4.5, 6), colour);
  });
  for (let i = 0; i < 3; i++)
    canvas.polyline(noiseCurve(), rand(1.8, 3), hsl(rand(0, 360), 0.55, rand(0.3, 0.5)));
  return canvas.png();
}
