/**
 * Page load on a throttled phone (docs/decisions/007-bench-method.md): the real
 * server and the built app on a fresh in-memory PGlite, Debian Chromium at 375×667,
 * CPU 4× slower and the Lighthouse mobile network (150 ms RTT, 1.6 Mbps down,
 * 750 Kbps up), a fresh browser context (cold cache) per run. For each journey it
 * prints the median of N runs of LCP, TBT, CLS and bytes transferred, with the
 * goals marked met/missed. Figures are printed, never asserted.
 *
 *   npm run build && npm run page-load -w @rc/bench [-- --runs 5] [-- --only rescue] [-- --dist <dir>]
 *   ... -- --waterfall --profile     # run 1's requests, marks and long tasks; its main thread's work by kind
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { messages } from '@rc/contract';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mark, median, printHeader, table } from './lib/machine.js';
import { handoffUrl, startRealServer, webDist, type RunningServer } from './lib/server.js';

const chromiumPath = '/usr/bin/chromium';

/** Lighthouse's mobile figures (throttling.mobileSlow4G): 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4×. */
export const throttling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

const goals = { lcpMs: 1800, tbtMs: 200, cls: 0.05 } as const;

interface Journey {
  name: string;
  persona: string;
  /** Where the hand-off should land. */
  expectedPath: string;
  /** A screen opened after landing (a full page load in the same tab, so the session carries over). */
  then?: string;
  /**
   * An in-app navigation after landing (issue 23 point 2): the landing settled, the control with
   * test id `testId` is tapped, and the time is taken until an element with test id `shows` (the
   * next screen's content, with its data) is on the page, on the same throttled phone.
   */
  tap?: { testId: string; shows: string; path: string };
}

const journeys: Journey[] = [
  { name: 'hand-off → rights home', persona: 'headPage', expectedPath: '/mine/persional' },
  { name: 'hand-off → my coupons', persona: 'myCoupons', expectedPath: '/rights/mycoupons' },
  {
    name: 'home → rescue request',
    persona: 'headPage',
    expectedPath: '/mine/persional',
    then: '/rescue/application',
  },
  {
    name: 'home → tab my coupons (in-app)',
    persona: 'headPage',
    expectedPath: '/mine/persional',
    tap: { testId: 'tabbar-coupons', shows: 'coupon-card', path: '/rights/mycoupons' },
  },
  {
    name: 'my coupons → tab rights home (in-app)',
    persona: 'myCoupons',
    expectedPath: '/rights/mycoupons',
    tap: { testId: 'tabbar-home', shows: 'my-rights', path: '/mine/persional' },
  },
];

/** Issue 23 point 2: an in-app navigation shows its content within this. */
const navigationGoalMs = 1000;

/**
 * Runs in the page before any of its scripts (every document): records paint,
 * LCP, long tasks and layout shifts as the browser reports them.
 */
const observerScript = `(() => {
  const m = { fcp: -1, lcp: -1, lcpElement: '', longTasks: [], shifts: [] };
  const describe = (el) => !el ? '' : el.tagName.toLowerCase() +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/)[0] : '') +
    (el.currentSrc ? ' ' + new URL(el.currentSrc, location.href).pathname : '');
  Object.defineProperty(window, '__bench', { value: m });
  const watch = (type, onEntry) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true }); }
    catch (e) { /* type not supported */ }
  };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  m.marks = [];
  watch('mark', (e) => { m.marks.push({ name: e.name, start: e.startTime }); });
  watch('largest-contentful-paint', (e) => {
    m.lcp = e.renderTime || e.loadTime || e.startTime;
    m.lcpElement = describe(e.element) || (e.url ? new URL(e.url, location.href).pathname : '');
  });
  watch('longtask', (e) => { m.longTasks.push({ start: e.startTime, duration: e.duration }); });
  watch('layout-shift', (e) => { m.shifts.push({ start: e.startTime, value: e.value, recentInput: e.hadRecentInput,
    sources: (e.sources || []).map((s) => describe(s.node)).filter(Boolean).join(' ') }); });
})();`;

interface PageMetrics {
  fcp: number;
  lcp: number;
  /** The LCP element: tag, first class, image path. */
  lcpElement: string;
  longTasks: { start: number; duration: number }[];
  shifts: { start: number; value: number; recentInput: boolean; sources: string }[];
  /** User Timing marks the app sets (the boot script's rc:*). */
  marks: { name: string; start: number }[];
}

const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];

function parseMetrics(raw: unknown): PageMetrics {
  const m = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    fcp: num(m.fcp),
    lcp: num(m.lcp),
    lcpElement: typeof m.lcpElement === 'string' ? m.lcpElement : '',
    longTasks: records(m.longTasks).map((t) => ({ start: num(t.start), duration: num(t.duration) })),
    shifts: records(m.shifts).map((s) => ({
      start: num(s.start),
      value: num(s.value),
      recentInput: s.recentInput === true,
      sources: typeof s.sources === 'string' ? s.sources : '',
    })),
    marks: records(m.marks).map((k) => ({
      name: typeof k.name === 'string' ? k.name : '',
      start: num(k.start),
    })),
  };
}

/** Total blocking time: the part of each long task over 50 ms, counted from FCP on (Lighthouse's rule). */
export function totalBlockingTime(fcp: number, tasks: PageMetrics['longTasks']): number {
  let total = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= fcp) continue;
    const counted = end - Math.max(task.start, fcp);
    total += Math.max(0, counted - 50);
  }
  return total;
}

/** CLS: the largest session window (gaps < 1 s, window ≤ 5 s) of shifts without recent input. */
export function cumulativeLayoutShift(shifts: PageMetrics['shifts']): number {
  let worst = 0;
  let windowValue = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.start - b.start)) {
    if (shift.recentInput) continue;
    if (shift.start - last >= 1000 || shift.start - windowStart >= 5000) {
      windowValue = 0;
      windowStart = shift.start;
    }
    windowValue += shift.value;
    last = shift.start;
    worst = Math.max(worst, windowValue);
  }
  return worst;
}

interface RunResult {
  lcp: number;
  lcpElement: string;
  tbt: number;
  cls: number;
  bytes: number;
  /** KB by resource type (Script, Stylesheet, Image, Fetch, Document...). */
  byType: string;
  path: string;
  notAvailable: boolean;
  /** The last document's requests and paints, in ms from its request (printed with --waterfall). */
  waterfall: string[];
  /** Where the page's main thread spent its CPU time (printed with --profile). */
  profile: string[];
  /** A `tap` journey: ms from the tap to the next screen's content on the page; NaN when it never came. */
  tapMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

async function saveTrace(buffer: Buffer): Promise<Buffer> {
  if (process.env.BENCH_TRACE_FILE)
    await import('node:fs/promises').then((fs) => fs.writeFile(process.env.BENCH_TRACE_FILE ?? '', buffer));
  return buffer;
}

function traceEvents(buffer: Buffer): TraceEvent[] {
  const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

/**
 * A Chrome trace of the page's main thread summed by self time per kind of
 * work (script evaluation, compilation, style, layout, paint, HTML parsing...),
 * and the scripts whose evaluation took longest, in ms of the throttled phone.
 */
export function profileLines(events: TraceEvent[], top = 12): string[] {
  // The renderer main thread that did the most (the page's; an about:blank one did little).
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.ph === 'X') busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const mains = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0));
  const main = mains[0];
  if (!main) return ['  (no renderer main thread in the trace)'];
  const slices = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const byScript = new Map<string, number>();
  const stack: { end: number; name: string; childUs: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length && (stack[stack.length - 1]?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done) self.set(done.name, (self.get(done.name) ?? 0) + (done.dur - done.childUs) / 1000);
    }
  };
  for (const e of slices) {
    close(e.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.childUs += e.dur ?? 0;
    stack.push({ end: e.ts + (e.dur ?? 0), name: e.name, childUs: 0, dur: e.dur ?? 0 });
    const url = e.args?.data?.url;
    if ((e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule') && url) {
      const file = new URL(url).pathname;
      byScript.set(file, (byScript.get(file) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  close(Number.POSITIVE_INFINITY);
  const topOf = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${name.slice(0, 100)}`);
  return [
    '  main thread, self time by kind of work:',
    ...topOf(self),
    '  script evaluation (with what it calls), by file:',
    ...topOf(byScript),
  ];
}

interface RequestTiming {
  start: number;
  end: number;
  url: string;
  type: string;
  bytes: number;
}

function waterfallLines(requests: RequestTiming[], metrics: PageMetrics): string[] {
  const origin = requests[0]?.start ?? 0;
  const at = (seconds: number) => ((seconds - origin) * 1000).toFixed(0).padStart(6);
  const lines = requests.map((r) => {
    const url = new URL(r.url);
    const name = `${url.pathname}${url.pathname.startsWith('/api/') ? url.search : ''}`.slice(0, 70);
    const end = Number.isFinite(r.end) ? at(r.end) : '     ?';
    return `${at(r.start)} →${end}  ${r.type.padEnd(10)} ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${name}`;
  });
  lines.push(
    `  paints: FCP ${metrics.fcp.toFixed(0)}, LCP ${metrics.lcp.toFixed(0)} (${metrics.lcpElement})`,
  );
  for (const k of metrics.marks) lines.push(`  mark ${k.name} at ${k.start.toFixed(0)}`);
  for (const t of metrics.longTasks)
    lines.push(`  long task at ${t.start.toFixed(0)}: ${t.duration.toFixed(0)} ms`);
  for (const sh of metrics.shifts)
    lines.push(`  layout shift at ${sh.start.toFixed(0)}: ${sh.value.toFixed(3)} ${sh.sources}`);
  return lines;
}

/** Waits for the network to go quiet (500 ms without requests, at most 20 s), then one more second. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
}

async function runJourney(
  browser: Browser,
  server: RunningServer,
  journey: Journey,
  profiled = false,
): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; Redmi 8A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  });
  try {
    await context.addInitScript({ content: observerScript });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    let bytes = 0;
    let byType = new Map<string, number>();
    const typeOf = new Map<string, string>();
    let requests = new Map<string, RequestTiming>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      requests.set(event.requestId, {
        start: event.timestamp,
        end: Number.NaN,
        url: event.request.url,
        type: event.type ?? 'Other',
        bytes: 0,
      });
    });
    cdp.on('Network.responseReceived', (event) => typeOf.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      const timing = requests.get(event.requestId);
      if (timing) {
        timing.end = event.timestamp;
        timing.bytes = event.encodedDataLength;
      }
      bytes += event.encodedDataLength;
      const type = typeOf.get(event.requestId) ?? 'Other';
      byType.set(type, (byType.get(type) ?? 0) + event.encodedDataLength);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: throttling.downloadBytesPerSecond,
      uploadThroughput: throttling.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
    if (profiled)
      await browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'v8.execute',
          'disabled-by-default-devtools.timeline',
          'blink',
          'loading',
        ],
      });

    const entry = await handoffUrl(server.origin, journey.persona);
    await page.goto(entry, { waitUntil: 'load', timeout: 60_000 });
    await page
      .waitForURL((url) => url.pathname === journey.expectedPath, { timeout: 30_000 })
      .catch(() => undefined);
    await settle(page);
    let tapMs = Number.NaN;
    if (journey.tap) {
      // In the page, so the figure is the phone's own clock: tap, then each frame until the content is there.
      const { testId, shows } = journey.tap;
      // A string: bench/ is compiled without the DOM's types.
      const shown: unknown = await page.evaluate(`new Promise((resolve) => {
        const control = document.querySelector('[data-testid="${testId}"]');
        if (!control) return resolve(null);
        const start = performance.now();
        control.click();
        const check = () => {
          if (document.querySelector('[data-testid="${shows}"]')) resolve(performance.now() - start);
          else if (performance.now() - start > 20000) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      })`);
      tapMs = typeof shown === 'number' ? shown : Number.NaN;
      await settle(page);
    }
    if (journey.then) {
      bytes = 0; // this journey's figures are the second screen's own load
      byType = new Map();
      requests = new Map();
      await page.goto(`${server.origin}${journey.then}`, { waitUntil: 'load', timeout: 60_000 });
      await settle(page);
    }
    const metrics = parseMetrics(await page.evaluate('window.__bench'));
    const notAvailableTexts = Object.values(messages.notAvailableYet);
    const bodyText = await page.locator('body').innerText();
    return {
      lcp: metrics.lcp,
      lcpElement: metrics.lcpElement,
      tbt: totalBlockingTime(metrics.fcp, metrics.longTasks),
      cls: cumulativeLayoutShift(metrics.shifts),
      bytes,
      byType: [...byType.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([type, n]) => `${type} ${(n / 1024).toFixed(0)}`)
        .join(', '),
      path: new URL(page.url()).pathname,
      notAvailable: notAvailableTexts.some((text) => bodyText.includes(text)),
      waterfall: waterfallLines([...requests.values()], metrics),
      profile: profiled ? profileLines(traceEvents(await saveTrace(await browser.stopTracing()))) : [],
      tapMs,
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      only: { type: 'string', default: '' },
      // Another build to measure (e.g. a copy of dist from before a change), same server code.
      dist: { type: 'string', default: webDist },
      // Print the first run's request waterfall, paints, long tasks and layout shifts.
      waterfall: { type: 'boolean', default: false },
      // Trace run 1 and print its main thread's time by kind of work and its scripts' evaluation.
      profile: { type: 'boolean', default: false },
    },
  });
  const dist = values.dist;
  const selected = journeys.filter((j) => j.name.includes(values.only));
  const runs = Math.max(1, Number(values.runs));
  if (!existsSync(`${dist}/index.html`)) {
    process.stderr.write(`${dist}/index.html is missing: run npm run build first\n`);
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    process.stderr.write(`${chromiumPath} is missing (apt-get install -y chromium fonts-noto-cjk)\n`);
    process.exit(1);
  }
  printHeader('page load on a throttled phone');
  process.stdout.write(
    `throttling:  CPU ${throttling.cpuSlowdown}× slower, RTT ${throttling.latencyMs} ms, ` +
      `down 1.6 Mbps, up 750 Kbps; 375×667 @2x; cold cache per run; median of ${runs}\n` +
      `warm-up:     one unmeasured run of the first journey (a warm server and browser)\n` +
      `server:      in this process, PGlite in memory, built app ${dist}\n\n`,
  );

  const server = await startRealServer({ webDist: dist });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows: string[][] = [
    ['journey', 'LCP ms', 'goal ≤1800', 'TBT ms', 'goal ≤200', 'CLS', 'goal ≤0.05', 'KB', 'landed on'],
  ];
  const notes: string[] = [];
  const taps: string[][] = [['in-app navigation', 'content shown ms', `goal ≤${navigationGoalMs}`, 'by run']];
  try {
    // One unmeasured run first: a production server and a phone's browser are warm; the
    // first login of a fresh process (JIT, first query plans) and Chromium's first page are not.
    const warmUp = selected[0];
    if (warmUp) await runJourney(browser, server, warmUp);
    for (const journey of selected) {
      const results: RunResult[] = [];
      for (let i = 0; i < runs; i += 1)
        results.push(await runJourney(browser, server, journey, values.profile && i === 0));
      // No LCP entry at all (the page painted no candidate, e.g. only faded-in content): not a 0.
      const lcps = results.map((r) => r.lcp).filter((v) => v >= 0);
      const lcp = median(lcps);
      if (lcps.length < results.length)
        notes.push(
          `! ${journey.name}: ${results.length - lcps.length} of ${results.length} runs reported no LCP entry`,
        );
      const tbt = median(results.map((r) => r.tbt));
      const cls = median(results.map((r) => r.cls));
      const kb = median(results.map((r) => r.bytes)) / 1024;
      const paths = [...new Set(results.map((r) => r.path))].join(', ');
      const notAvailable = results.some((r) => r.notAvailable);
      if (values.waterfall)
        process.stdout.write(
          `\n${journey.name}, run 1 (ms from the document request):\n${results[0]?.waterfall.join('\n') ?? ''}\n`,
        );
      if (values.profile)
        process.stdout.write(
          `\n${journey.name}, run 1 (main thread, to the end of the journey):\n${results[0]?.profile.join('\n') ?? ''}\n`,
        );
      if (journey.tap) {
        const shown = median(results.map((r) => r.tapMs));
        taps.push([
          journey.name,
          Number.isFinite(shown) ? shown.toFixed(0) : 'never',
          mark(shown <= navigationGoalMs),
          results.map((r) => r.tapMs.toFixed(0)).join(', '),
        ]);
        if (!results.every((r) => r.path === journey.tap?.path))
          notes.push(`! ${journey.name}: expected to end on ${journey.tap.path}`);
        process.stderr.write(`  ${journey.name}: done\n`);
        continue;
      }
      const lcpRuns = results.map((r) => `${r.lcp.toFixed(0)} ${r.lcpElement || '?'}`).join(', ');
      notes.push(`  ${journey.name}: LCP by run ${lcpRuns}; KB by type (run 1): ${results[0]?.byType ?? ''}`);
      rows.push([
        journey.name,
        Number.isFinite(lcp) ? lcp.toFixed(0) : '-',
        Number.isFinite(lcp) ? mark(lcp <= goals.lcpMs) : 'no LCP',
        tbt.toFixed(0),
        mark(tbt <= goals.tbtMs),
        cls.toFixed(3),
        mark(cls <= goals.cls),
        kb.toFixed(1),
        `${paths}${notAvailable ? ' *' : ''}`,
      ]);
      if (notAvailable)
        notes.push(`* ${journey.name}: the screen shows the "not available yet" state (not built yet)`);
      if (!results.every((r) => r.path === (journey.then ?? journey.expectedPath)))
        notes.push(`! ${journey.name}: expected to land on ${journey.then ?? journey.expectedPath}`);
      process.stderr.write(`  ${journey.name}: done\n`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  if (rows.length > 1) process.stdout.write(`${table(rows)}\n`);
  if (taps.length > 1) process.stdout.write(`${table(taps)}\n`);
  if (notes.length) process.stdout.write(`${notes.join('\n')}\n`);
  process.stdout.write(
    'KB = bytes transferred (encoded, with headers) by the journey; for "home → rescue request" only the\n' +
      'second page load (same tab, warm HTTP cache). LCP/TBT/CLS are those of the last document loaded.\n' +
      "content shown = from the tap on the settled landing to the next screen's content element in the DOM\n" +
      '(polled each frame), on the same throttled phone, cold cache; the landing loads the code and first\n' +
      'reads of the other tabs when the browser is idle after load (decision 062), so a tap may find them ready.\n',
  );
}

await main();
