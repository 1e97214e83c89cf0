/**
 * The main thread's long tasks of a hand-off, from a Chrome trace (decision 065): for each landing
 * persona, a fresh demo hand-off is loaded in headless Chromium without throttling (as Lighthouse
 * loads it before its simulator multiplies each task by 4), and every main-thread task longer than
 * --min ms is listed with what ran in it (scripts evaluated, functions called, parsing, layout, GC)
 * and the `rc:*` marks and paints around it. Absolute ms depend on the host's load; the structure
 * (which scripts evaluate before hydration, which tasks are long) is what to read.
 *
 *   npm run build && npm run trace-landing -w @rc/bench -- --only headPage,vip [--runs 2] [--min 10] [--out /tmp/x.json]
 */
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { handoffUrl, startRealServer, webDist } from './lib/server.js';

const chromiumPath = '/usr/bin/chromium';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'toplevel',
  'loading',
];

/** A short name for a script URL: its file. */
function fileOf(url: unknown): string {
  if (typeof url !== 'string' || !url) return '';
  try {
    const u = new URL(url);
    return u.pathname.split('/').pop() || u.pathname;
  } catch {
    return url;
  }
}

/** What one event inside a task is, in a few words. */
function describe(e: TraceEvent): string | null {
  const data = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
      return `EvaluateScript ${fileOf(data.url)}`;
    case 'v8.evaluateModule':
      return `evaluateModule ${fileOf(data.url ?? e.args?.['url'])}`;
    case 'v8.compileModule':
    case 'v8.compile':
      return `${e.name} ${fileOf(data.url ?? e.args?.['fileName'])}`;
    case 'FunctionCall':
      return `FunctionCall ${(typeof data.functionName === 'string' ? data.functionName : '') || '(anon)'} ${fileOf(data.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'ParseHTML':
    case 'Layout':
    case 'UpdateLayoutTree':
    case 'Paint':
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_MC_BACKGROUND_MARKING':
    case 'ParseAuthorStyleSheet':
      return e.name;
    case 'EventDispatch':
      return `EventDispatch ${typeof data.type === 'string' ? data.type : ''}`;
    default:
      return null;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: 'headPage,vip' },
      runs: { type: 'string', default: '1' },
      min: { type: 'string', default: '10' },
      port: { type: 'string', default: '4320' },
      out: { type: 'string' },
      // Another build, e.g. one made with `vite build --minify false` to read function names.
      dist: { type: 'string', default: webDist },
      // Also the N functions with the most time inside each task, callees included (an unminified build names them).
      functions: { type: 'string', default: '0' },
    },
  });
  if (!existsSync(chromiumPath)) throw new Error(`${chromiumPath} is missing`);
  const minMs = Number(values.min);
  const server = await startRealServer({ webDist: values.dist, port: Number(values.port) });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    for (const persona of (values.only ?? '').split(',').filter(Boolean)) {
      for (let run = 1; run <= Number(values.runs); run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (msg) => {
          events.push(...(msg.value as unknown as TraceEvent[]));
        });
        const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
        await cdp.send('Tracing.start', {
          traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
          transferMode: 'ReportEvents',
        });
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        const url = await handoffUrl(server.origin, persona);
        await page.goto(url, { waitUntil: 'load' });
        await page
          .waitForFunction(() => performance.getEntriesByName('rc:app-hydrated').length > 0, null, {
            timeout: 15_000,
          })
          .catch(() => undefined);
        await page.waitForTimeout(1500);
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
        await cdp.send('Tracing.end');
        await done;
        if (values.out)
          writeFileSync(values.out.replace('.json', `-${persona}-${run}.json`), JSON.stringify(events));
        report(persona, run, new URL(page.url()).pathname, events, minMs, profile, Number(values.functions));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    parent?: number;
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The profile's samples between from and to: the sampled node's id and the time (µs) it stands for. */
function* samplesBetween(profile: CpuProfile, from: number, to: number): Generator<[number, number]> {
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const id = profile.samples[i];
    if (t >= from && t <= to && id !== undefined) yield [id, profile.timeDeltas[i + 1] ?? 200];
  }
}

/** Time (µs) by function, callees included, of the samples between from and to. */
function totalTimeBetween(profile: CpuProfile, from: number, to: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const out = new Map<string, number>();
  for (const [sampled, us] of samplesBetween(profile, from, to)) {
    const seen = new Set<string>();
    for (let id: number | undefined = sampled; id !== undefined; id = parentOf.get(id)) {
      const node = byId.get(id);
      if (!node || !node.callFrame.url) continue;
      const key = `${node.callFrame.functionName || '(anon)'} ${fileOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.set(key, (out.get(key) ?? 0) + us);
    }
  }
  return out;
}

/** Self time (µs) by script file and function, of the samples between from and to. */
function selfTimeBetween(profile: CpuProfile, from: number, to: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  for (const [id, us] of samplesBetween(profile, from, to)) {
    const node = byId.get(id);
    if (!node) continue;
    const { url, functionName } = node.callFrame;
    const key = url ? `${fileOf(url)}:${functionName || '(anon)'}` : functionName || '(anon)';
    if (key === '(idle)' || key === '(program)') continue;
    out.set(key, (out.get(key) ?? 0) + us);
  }
  return out;
}

function report(
  persona: string,
  run: number,
  landed: string,
  events: TraceEvent[],
  minMs: number,
  profile: CpuProfile,
  functions: number,
): void {
  // The page's renderer: the one whose boot script marked `rc:boot` (an earlier page's renderer may still run).
  const boot = events.filter((e) => e.name === 'rc:boot').pop();
  const mainThread = boot && { pid: boot.pid, tid: boot.tid };
  if (!mainThread) {
    process.stdout.write(`${persona} run ${run}: no renderer main thread in the trace\n`);
    return;
  }
  const onMain = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid);
  const nav = onMain.find((e) => e.name === 'ParseHTML')?.ts ?? 0; // the document's first parse
  const ms = (us: number) => (us / 1000).toFixed(1);
  const marks = events
    .filter(
      (e) =>
        e.pid === mainThread.pid &&
        ((e.cat.includes('blink.user_timing') && e.name.startsWith('rc:') && e.ts >= (boot?.ts ?? 0)) ||
          e.name === 'firstContentfulPaint' ||
          e.name === 'largestContentfulPaint::Candidate'),
    )
    .map((e) => ({ ts: e.ts, name: e.name }))
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000);
  const all = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask');
  const tbtLike = all.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) / 1000 - 12.5), 0);
  process.stdout.write(
    `\n== ${persona} run ${run} → ${landed}: ${tasks.length} tasks ≥ ${minMs} ms; ` +
      `Σ(task − 12.5 ms) = ${tbtLike.toFixed(0)} ms (×4 ≈ Lantern's blocking share)\n`,
  );
  process.stdout.write(
    `   marks: ${marks.map((m) => `${m.name.replace('::Candidate', '')}@${ms(m.ts - nav)}`).join(', ')}\n`,
  );
  // The app's own boot: tasks that ran script, from `rc:app-run` to `rc:app-hydrated` (+0.5 s for its effects).
  const markAt = (name: string) => marks.filter((m) => m.name === name).pop()?.ts;
  const from = markAt('rc:app-run');
  const to = markAt('rc:app-hydrated');
  if (from !== undefined && to !== undefined) {
    const scripted = all.filter(
      (t) =>
        t.ts + (t.dur ?? 0) >= from &&
        t.ts <= to + 500_000 &&
        onMain.some(
          (e) =>
            (e.name === 'v8.evaluateModule' || e.name === 'FunctionCall' || e.name === 'EvaluateScript') &&
            e.ts >= t.ts &&
            e.ts < t.ts + (t.dur ?? 0),
        ),
    );
    const durs = scripted.map((t) => (t.dur ?? 0) / 1000).filter((d) => d >= 12.5);
    process.stdout.write(
      `   boot (app-run → hydrated + 0.5 s), script tasks ≥ 12.5 ms: ${durs.length}, ` +
        `max ${Math.max(0, ...durs).toFixed(0)} ms, Σ(task − 12.5) ${durs.reduce((a, d) => a + d - 12.5, 0).toFixed(0)} ms: ` +
        `${durs.map((d) => d.toFixed(0)).join(' ')}\n`,
    );
  }
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter(
      (e) =>
        e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) >= 1000,
    );
    const parts = new Map<string, number>();
    for (const e of inside) {
      const what = describe(e);
      if (what) parts.set(what, (parts.get(what) ?? 0) + (e.dur ?? 0));
    }
    const top = [...parts.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([what, dur]) => `${what} ${ms(dur)}`)
      .join('; ');
    const byFile = new Map<string, number>();
    for (const [key, us] of selfTimeBetween(profile, task.ts, end)) {
      const file = key.split(':')[0] ?? key;
      byFile.set(file, (byFile.get(file) ?? 0) + us);
    }
    const files = [...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([f, us]) => `${f} ${ms(us)}`)
      .join(', ');
    process.stdout.write(`   @${ms(task.ts - nav)} ${ms(task.dur ?? 0)} ms: ${top}\n      self: ${files}\n`);
    if (functions > 0) {
      const heaviest = [...totalTimeBetween(profile, task.ts, end).entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, functions);
      for (const [what, us] of heaviest) process.stdout.write(`        ${ms(us).padStart(6)}  ${what}\n`);
    }
  }
}

await main();
