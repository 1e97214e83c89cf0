import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';

/** Median of a list of numbers (NaN for an empty list). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The host calibration figure: SHA-256 of 1 MB, 200 times, unthrottled, in this
 * Node process (median of 3 timed rounds after one warm-up). A slower host shows a
 * larger figure; scale other figures by it before comparing two machines.
 */
export function calibrationMs(): number {
  const data = randomBytes(1024 * 1024);
  const round = () => {
    const start = performance.now();
    for (let i = 0; i < 200; i += 1) createHash('sha256').update(data).digest();
    return performance.now() - start;
  };
  round();
  return median([round(), round(), round()]);
}

/** Date, machine and calibration: printed at the top of every bench part. */
export function printHeader(title: string): void {
  const cpus = os.cpus();
  const lines = [
    `== ${title} ==`,
    `date:        ${new Date().toISOString()}`,
    `machine:     ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length} (${os.platform()} ${os.release()}, ${Math.round(os.totalmem() / 2 ** 30)} GB)`,
    `node:        ${process.version}`,
    `load:        ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1/5/15 min; above the core count means other work shares the CPU)`,
    `calibration: ${calibrationMs().toFixed(0)} ms (sha256 of 1 MB × 200, unthrottled; lower is faster)`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** A plain text table: first row is the header; numbers should already be formatted. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (row: readonly string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  const [head, ...body] = rows;
  if (!head) return '';
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(head), rule, ...body.map(line)].join('\n');
}

export const mark = (met: boolean): string => (met ? 'met' : 'MISSED');
