/**
 * The landing screens measured the way PageSpeed Insights measures them: Lighthouse
 * 12 (pinned), mobile form factor, simulated throttling (Lighthouse's defaults:
 * 150 ms RTT, 1.6 Mbps down, CPU 4×, applied to an unthrottled load by its
 * simulator), in Debian Chromium. For each landing persona it runs Lighthouse on a
 * fresh demo hand-off (the real server on an in-memory PGlite with the demo data)
 * and on a static snapshot of the same screen (its DOM and CSS, no script), and
 * prints the median of N runs of score, FCP, LCP, TBT and CLS with the app/static
 * ratio. Figures are printed, never asserted.
 *
 *   npm run build && npm run lighthouse -w @rc/bench [-- --runs 3] [-- --static-runs 1] [-- --only headPage] [-- --diagnostics]
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { mark, median, printHeader, table } from './lib/machine.js';
import { handoffUrl, startRealServer, webDist } from './lib/server.js';
import { serveSnapshot, snapshotScreen } from './lib/snapshot.js';
import { personas as seedPersonas } from '../apps/server/src/seed/personas.js';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Issue 23's goals for a landing screen. */
const goals = { score: 0.95, fcpMs: 1500, lcpMs: 1500, tbtMs: 150, cls: 0.02 } as const;

/**
 * The landing personas: every customer persona of the demo (apps/server/src/seed/personas.ts), one
 * for each branch of spec 4's after-login rules, each a hand-off straight onto its landing screen
 * (the rescuer signs in on a screen of its own, not through a hand-off). The two most hand-offs land
 * on first, as the issue measured them.
 */
const personas = seedPersonas
  .filter((p) => p.kind === 'customer')
  .map((p) => ({ key: p.key, screen: p.title['en-US'], expectedPath: p.expectedPath.split('?')[0] ?? '' }))
  .sort(
    (a, b) =>
      Number(b.key === 'headPage' || b.key === 'myCoupons') -
      Number(a.key === 'headPage' || a.key === 'myCoupons'),
  );

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalPath: string;
  diagnostics: string[];
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** What Lighthouse blames for the time before the first paint (printed with --diagnostics). */
function diagnosticsOf(lhr: Result): string[] {
  const lines: string[] = [];
  const items = (id: string): Record<string, unknown>[] => {
    const details = lhr.audits[id]?.details;
    return details && 'items' in details && Array.isArray(details.items)
      ? (details.items as Record<string, unknown>[])
      : [];
  };
  const ms = (v: unknown) => (typeof v === 'number' ? `${v.toFixed(0)} ms` : '-');
  const kb = (v: unknown) => (typeof v === 'number' ? `${(v / 1024).toFixed(1)} KB` : '-');
  const path = (v: unknown) => {
    if (typeof v !== 'string') return String(v);
    try {
      return new URL(v).pathname;
    } catch {
      return v;
    }
  };
  lines.push(
    `    main thread work (simulated): ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? ''}`,
  );
  for (const i of items('mainthread-work-breakdown').slice(0, 6))
    lines.push(`      ${ms(i.duration).padStart(8)}  ${String(i.groupLabel ?? i.group)}`);
  lines.push(`    script evaluation by file: ${lhr.audits['bootup-time']?.displayValue ?? ''}`);
  for (const i of items('bootup-time').slice(0, 6))
    lines.push(
      `      ${ms(i.total).padStart(8)} total, ${ms(i.scripting)} scripting, ${ms(i.scriptParseCompile)} parse  ${path(i.url)}`,
    );
  lines.push(`    unused JavaScript: ${lhr.audits['unused-javascript']?.displayValue ?? 'none flagged'}`);
  for (const i of items('unused-javascript').slice(0, 6))
    lines.push(`      ${kb(i.wastedBytes).padStart(9)} of ${kb(i.totalBytes)}  ${path(i.url)}`);
  lines.push(`    long tasks (observed, unthrottled start): ${lhr.audits['long-tasks']?.displayValue ?? ''}`);
  for (const i of items('long-tasks').slice(0, 10))
    lines.push(`      at ${ms(i.startTime).padStart(8)}: ${ms(i.duration).padStart(7)}  ${path(i.url)}`);
  const chains = lhr.audits['critical-request-chains'];
  lines.push(`    critical request chains: ${chains?.displayValue ?? ''}`);
  const chainDetails = chains?.details as
    { longestChain?: { duration?: number; length?: number; transferSize?: number } } | undefined;
  const longest = chainDetails?.longestChain;
  if (longest)
    lines.push(
      `      longest: ${longest.length ?? '?'} requests, ${ms(longest.duration)}, ${kb(longest.transferSize)}`,
    );
  lines.push(`    render-blocking: ${lhr.audits['render-blocking-resources']?.displayValue || 'none'}`);
  lines.push(`    LCP element: ${lhr.audits['largest-contentful-paint-element']?.displayValue ?? ''}`);
  for (const i of items('largest-contentful-paint-element')) {
    const nested = Array.isArray(i.items) ? (i.items as Record<string, unknown>[]) : [i];
    for (const n of nested) {
      const node = n.node as { snippet?: string } | undefined;
      if (node?.snippet) lines.push(`      ${node.snippet.slice(0, 120)}`);
    }
  }
  return lines;
}

/** Runs that Lighthouse itself failed ("please run Lighthouse again", e.g. NO_NAVSTART) and were retried. */
let retried = 0;
let traced = 0;

/**
 * A run that has not answered in this long is given up and tried again: Lighthouse waited for
 * ever on a blank tab once (session 16, the third persona of five, no CPU used for minutes), and
 * again in session 19's full run (twice in three personas). A run takes 15–30 s here: 90 s is a hang.
 */
const runLimitMs = 90_000;

/** Lighthouse's result, or undefined when it did not answer within `runLimitMs`. */
async function lighthouseWithin(url: string, flags: Flags): Promise<Result | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<undefined>(
    (resolve) => (timer = setTimeout(() => resolve(undefined), runLimitMs)),
  );
  try {
    return await Promise.race([
      lighthouse(url, flags).then((r) => {
        // BENCH_LH_TRACE=/tmp/lh: each run's trace is kept (/tmp/lh-1.json, ...) for a closer look at its tasks.
        const keep = process.env.BENCH_LH_TRACE;
        if (keep && r) writeFileSync(`${keep}-${(traced += 1)}.json`, JSON.stringify(r.artifacts.Trace));
        return r?.lhr;
      }),
      hung,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Lighthouse on `url()` (a fresh URL per try: a hand-off token works once); a failed or hung run is tried again twice. */
async function measure(url: () => Promise<string>, port: number): Promise<Figures> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // With BENCH_LH_TRACE: the kept traces also carry a sampled CPU profile (functions, not only tasks).
    ...(process.env.BENCH_LH_TRACE
      ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
      : {}),
  };
  let lhr: Result | undefined;
  for (let attempt = 0; ; attempt += 1) {
    lhr = await lighthouseWithin(await url(), flags);
    const failure = !lhr
      ? `no answer in ${runLimitMs / 1000} s`
      : lhr.runtimeError
        ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
        : '';
    if (lhr && !failure) break;
    if (attempt === 2) throw new Error(`Lighthouse: ${failure}`);
    retried += 1;
  }
  if (!lhr) throw new Error('Lighthouse returned nothing');
  return {
    score: lhr.categories.performance?.score ?? Number.NaN,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    diagnostics: diagnosticsOf(lhr),
  };
}

interface Summary {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const summarise = (runs: Figures[]): Summary => ({
  score: median(runs.map((r) => r.score)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
});

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');
const row = (label: string, f: Summary, check: boolean): string[] => [
  label,
  f.score.toFixed(2),
  s(f.fcp),
  s(f.lcp),
  `${f.tbt.toFixed(0)} ms`,
  f.cls.toFixed(3),
  check
    ? [
        f.score >= goals.score,
        f.fcp <= goals.fcpMs,
        f.lcp <= goals.lcpMs,
        f.tbt <= goals.tbtMs,
        f.cls <= goals.cls,
      ].every(Boolean)
      ? mark(true)
      : mark(false)
    : '',
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      // The static snapshot runs no script, so its figures barely move between runs (decision 066):
      // one run each by default keeps a full bench of fifteen personas within half an hour.
      'static-runs': { type: 'string', default: '1' },
      only: { type: 'string', default: '' },
      dist: { type: 'string', default: webDist },
      // Print what Lighthouse blames (main-thread work, script evaluation, unused JS, request chains).
      diagnostics: { type: 'boolean', default: false },
      // Only the app, not the static snapshot (faster while iterating).
      'no-static': { type: 'boolean', default: false },
    },
  });
  const runs = Math.max(1, Number(values.runs));
  const staticRuns = Math.max(1, Number(values['static-runs']));
  // --only headPage,myCoupons: those personas (by key or screen name); empty: all.
  const wanted = values.only.split(',').filter(Boolean);
  const selected = personas.filter(
    (p) => wanted.length === 0 || wanted.some((w) => p.key === w || p.screen.includes(w)),
  );
  if (!existsSync(`${values.dist}/index.html`)) {
    process.stderr.write(`${values.dist}/index.html is missing: run npm run build first\n`);
    process.exit(1);
  }
  if (!existsSync(chromePath)) {
    process.stderr.write(`${chromePath} is missing (apt-get install -y chromium fonts-noto-cjk)\n`);
    process.exit(1);
  }
  printHeader('Lighthouse on the landing screens');
  process.stdout.write(
    `model:       Lighthouse 12.2.3, mobile form factor (412×823 @1.75), simulated throttling\n` +
      `             (Lighthouse defaults: 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4×), ${chromePath}\n` +
      `server:      in this process, PGlite in memory with the demo data, built app ${values.dist}\n` +
      `static:      the same screen saved as HTML + inlined CSS, scripts removed, served gzip\n` +
      `runs:        median of ${runs} per app page (a fresh hand-off token each), ${staticRuns} per static page\n` +
      `goals:       score ≥ ${goals.score}, FCP and LCP ≤ ${goals.fcpMs / 1000} s, TBT ≤ ${goals.tbtMs} ms, CLS ≤ ${goals.cls}\n\n`,
  );
  const server = await startRealServer({ webDist: values.dist });
  const rows: string[][] = [['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'goals']];
  const notes: string[] = [];
  try {
    // One unmeasured hand-off first: a fresh process's first login (JIT, first query plans) is not a phone's.
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const warmUp = selected[0];
      if (warmUp) await measure(() => handoffUrl(server.origin, warmUp.key), chrome.port);
      for (const persona of selected) {
        const app: Figures[] = [];
        for (let i = 0; i < runs; i += 1)
          app.push(await measure(() => handoffUrl(server.origin, persona.key), chrome.port));
        const appSummary = summarise(app);
        rows.push(row(`hand-off → ${persona.screen} (${persona.key})`, appSummary, true));
        const landed = [...new Set(app.map((r) => r.finalPath))];
        if (landed.some((p) => p !== persona.expectedPath))
          notes.push(`! ${persona.key}: landed on ${landed.join(', ')}, expected ${persona.expectedPath}`);
        notes.push(
          `  ${persona.key} by run: ${app.map((r) => `${r.score.toFixed(2)}/${s(r.lcp)}/${r.tbt.toFixed(0)}ms`).join(', ')} (score/LCP/TBT)`,
        );
        if (values.diagnostics) notes.push(`  ${persona.key}, app run 1:`, ...(app[0]?.diagnostics ?? []));
        if (!values['no-static']) {
          const screen = await snapshotScreen(
            chromePath,
            chromeFlags,
            await handoffUrl(server.origin, persona.key),
            persona.expectedPath,
          );
          const snapshot = await serveSnapshot(screen, server.origin);
          try {
            const floor: Figures[] = [];
            for (let i = 0; i < staticRuns; i += 1)
              floor.push(await measure(() => Promise.resolve(snapshot.url), chrome.port));
            const floorSummary = summarise(floor);
            rows.push(row(`  same screen, static HTML + CSS`, floorSummary, false));
            const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');
            rows.push([
              '  app / static',
              ratio(appSummary.score, floorSummary.score),
              ratio(appSummary.fcp, floorSummary.fcp),
              ratio(appSummary.lcp, floorSummary.lcp),
              `+${(appSummary.tbt - floorSummary.tbt).toFixed(0)} ms`,
              `+${(appSummary.cls - floorSummary.cls).toFixed(3)}`,
              '',
            ]);
            if (values.diagnostics)
              notes.push(`  ${persona.key}, static run 1:`, ...(floor[0]?.diagnostics ?? []));
          } finally {
            await snapshot.close();
          }
        }
        // Each persona's figures as soon as they are known: a run stopped later keeps them.
        process.stderr.write(
          `  ${persona.key}: done; ${notes.filter((n) => n.includes(persona.key)).join('; ')}\n`,
        );
      }
    } finally {
      chrome.kill();
    }
  } finally {
    await server.close();
  }
  process.stdout.write(`${table(rows)}\n`);
  if (retried)
    notes.push(`  ${retried} Lighthouse run(s) failed on their own (e.g. NO_NAVSTART) and were run again`);
  if (notes.length) process.stdout.write(`${notes.join('\n')}\n`);
  process.stdout.write(
    'score, FCP, LCP, TBT, CLS: Lighthouse 12.2.3 simulated (Lantern) figures for a mid-range phone on slow 4G,\n' +
      'computed from an unthrottled load on this host; the ratio row is app ÷ static (score, FCP, LCP) and\n' +
      'app − static (TBT, CLS).\n',
  );
}

await main();
