/**
 * Where an API call's time goes: the real server in a child process (as the API
 * load runs it), CPU-profiled through the inspector only while autocannon (in
 * this process) hits one benched endpoint after a warm-up; then the profile's top
 * functions by self time and the same time summed by package
 * (node_modules/<name>, node: internals, our own code by folder).
 * Figures are printed, never asserted; the .cpuprofile is kept for Chrome
 * DevTools (Performance tab → Load profile) or speedscope.
 *
 *   npm run profile-api -w @rc/bench -- --endpoint "rights home" [--duration 10] [--top 30]
 *   DATABASE_URL=postgres://rc:rc@127.0.0.1:5432/rc_test npm run profile-api -w @rc/bench -- --db postgres
 *   npm run profile-api -w @rc/bench -- --read /tmp/rc-profile-…/rights-home.cpuprofile
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { printHeader, table } from './lib/machine.js';
import { loginAndEndpoints, measure, requestOf } from './lib/load.js';
import { startTarget } from './lib/spawn.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** Self time per node id in microseconds (from the sample deltas, not the hit counts). */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const byId = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const id = samples[i];
    // The delta before sample i+1 is the time spent in sample i.
    const dt = deltas[i + 1] ?? 0;
    if (id !== undefined) byId.set(id, (byId.get(id) ?? 0) + Math.max(0, dt));
  }
  return byId;
}

/** A short place for a frame: package name in node_modules, else the path after the repository. */
function whereOf(url: string): string {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return url;
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? url);
  }
  const repo = url.indexOf('/apps/');
  const pkgs = url.indexOf('/packages/');
  const cut = repo >= 0 ? repo : pkgs;
  return cut >= 0 ? url.slice(cut + 1) : url.replace(/^file:\/\//, '');
}

/** The group a place is summed under: the package, or our own code's folder. */
function groupOf(where: string): string {
  if (where.startsWith('apps/') || where.startsWith('packages/')) {
    const parts = where.split('/');
    return parts.slice(0, Math.min(parts.length - 1, 4)).join('/');
  }
  return where;
}

function summarise(profile: CpuProfile, top: number): string {
  const self = selfTimes(profile);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byFn = new Map<string, number>();
  const byGroup = new Map<string, number>();
  for (const node of profile.nodes) {
    const t = self.get(node.id) ?? 0;
    if (t === 0) continue;
    const where = whereOf(node.callFrame.url);
    const fn = `${node.callFrame.functionName || '(anonymous)'}  ${where}${node.callFrame.url ? `:${node.callFrame.lineNumber + 1}` : ''}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + t);
    const g = groupOf(where);
    byGroup.set(g, (byGroup.get(g) ?? 0) + t);
  }
  // Inclusive (self + synchronous callees) time of our own functions: what a
  // handler costs with the library work it starts, counted once per function
  // even when it recurses.
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = new Map<number, number>();
  const inclusiveOf = (id: number): number => {
    const known = inclusive.get(id);
    if (known !== undefined) return known;
    const node = nodes.get(id);
    let t = self.get(id) ?? 0;
    for (const child of node?.children ?? []) t += inclusiveOf(child);
    inclusive.set(id, t);
    return t;
  };
  const ours = new Map<string, number>();
  const walk = (id: number, open: Set<string>) => {
    const node = nodes.get(id);
    if (!node) return;
    const where = whereOf(node.callFrame.url);
    let key: string | null = null;
    if (where.startsWith('apps/') || where.startsWith('packages/')) {
      key = `${node.callFrame.functionName || '(anonymous)'}  ${where}:${node.callFrame.lineNumber + 1}`;
      if (open.has(key)) key = null;
      else ours.set(key, (ours.get(key) ?? 0) + inclusiveOf(id));
    }
    const next = key ? new Set([...open, key]) : open;
    for (const child of node.children ?? []) walk(child, next);
  };
  const root = profile.nodes[0];
  if (root) walk(root.id, new Set());
  const pct = (t: number) => `${((t / total) * 100).toFixed(1)}%`;
  const rows = (m: Map<string, number>, head: string) => [
    [head, 'self ms', 'share'],
    ...[...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, t]) => [k, (t / 1000).toFixed(0), pct(t)]),
  ];
  return [
    `profiled:    ${(total / 1000).toFixed(0)} ms of samples`,
    '',
    table(rows(byGroup, 'package / folder')),
    '',
    table(rows(byFn, 'function  place')),
    '',
    table(rows(ours, 'our function  place (inclusive)')),
  ].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      endpoint: { type: 'string', default: 'rights home' },
      db: { type: 'string', default: 'pglite' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      top: { type: 'string', default: '30' },
      /** Summarise a profile written before instead of running the load. */
      read: { type: 'string' },
    },
  });
  if (values.read) {
    const saved = JSON.parse(readFileSync(values.read, 'utf8')) as CpuProfile;
    process.stdout.write(`${summarise(saved, Number(values.top))}\n`);
    return;
  }
  const postgresUrl = values.db === 'postgres' ? (process.env.DATABASE_URL ?? '') : '';
  if (values.db === 'postgres' && !postgresUrl) throw new Error('--db postgres needs DATABASE_URL');
  const dir = mkdtempSync(join(tmpdir(), 'rc-profile-'));
  printHeader(`API profile: ${values.endpoint} on ${postgresUrl ? 'PostgreSQL' : 'PGlite'}`);
  const file = join(dir, `${values.endpoint.replace(/\W+/g, '-')}.cpuprofile`);
  const target = await startTarget('app', postgresUrl);
  const ask = target.ask;
  if (!ask) throw new Error('this target cannot be profiled');
  try {
    const session = await loginAndEndpoints(target);
    const endpoint = session.endpoints.find((e) => e.name.startsWith(values.endpoint));
    if (!endpoint)
      throw new Error(`no endpoint ${values.endpoint}: ${session.endpoints.map((e) => e.name).join(', ')}`);
    const url = `${session.origin}${endpoint.path}`;
    const init = requestOf(endpoint, session);
    const opts = { duration: Number(values.duration), warmup: 0, connections: Number(values.connections) };
    // Warm-up unprofiled (JIT, caches, pool), then the profiled run.
    await measure(url, init, { ...opts, duration: Number(values.warmup) });
    await ask('profile:start');
    const m = await measure(url, init, opts);
    await ask(`profile:stop:${file}`);
    process.stdout.write(
      `load:        ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx + m.errors}\n`,
    );
  } finally {
    await target.stop();
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  process.stdout.write(`profile:     ${file} (the measured run only)\n`);
  process.stdout.write(`${summarise(profile, Number(values.top))}\n`);
}

await main();
