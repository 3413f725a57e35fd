#!/usr/bin/env node
// Where the CPU goes in the journey of `npm run bench:journey` (issue 16): the same purchase, the same emulation
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower), with a Chromium performance trace of the page's
// main thread and a V8 CPU profile, both cut at every tap. It prints, per step, the main thread's busy time by kind
// (script compile, module evaluation, other script, style, layout, paint, HTML parse, GC…) and the JavaScript
// functions and scripts with the most self time. The durations are the throttled ones (what a 4× slower phone spends).
//
// `node --import tsx scripts/profile-journey.mjs [--url http://localhost:3401 | --port P] [--warm] [--top N]`:
// with --url it uses a server already running (started as the e2e journeys do), else it starts one on --port.
// --warm profiles the second journey of one browser context (HTTP cache filled), else a fresh context.
// --think (issue 45): a person's pauses as `bench:journey --think` makes them (3 s on the menu, 1.5 s on the review,
// the card typed a key every 150 ms), and per step the main thread's long tasks (50 ms or more, throttled) with what
// ran in them, so the work that lands on a tap or a key can be named.
// Numbers on a shared machine vary; compare the kinds and steps with each other, not one machine with another.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { sessionStorageState, signInByApi } from '../e2e/api.ts';
import { chromiumArgs, chromiumPath, phone } from '../e2e/chromium.ts';
import { startBenchServer } from './lib/bench-server.mjs';
import { emulatePhone } from './lib/phone.mjs';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3102' },
    warm: { type: 'boolean', default: false },
    top: { type: 'string', default: '12' },
    runs: { type: 'string', default: '1' },
    'no-profile': { type: 'boolean', default: false },
    timeline: { type: 'boolean', default: false },
    think: { type: 'boolean', default: false },
  },
});
const top = Number(options.top);
const base = options.url ?? `http://localhost:${options.port}`;
const location = 'AD708';
// A different customer each time (sign-in codes are limited per number); the 555-01xx numbers are the fictional range.
const customerPhone = `+1213555${String(100 + Math.floor(Math.random() * 100)).padStart(4, '0')}`;

async function startServer() {
  if (options.url) return { stop: async () => undefined };
  return startBenchServer({ port: Number(options.port), name: 'profile-journey' });
}

/** Trace events of the main thread, grouped into the kinds a performance panel shows. */
const kinds = [
  [
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|CompileScript|v8\.produceCache|v8\.produceModuleCache)/,
    'script compile',
  ],
  [/^(v8\.evaluateModule)$/, 'module evaluation'],
  [
    /^(EvaluateScript|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.run|v8\.callFunction|RunMicrotasks|V8\.Execute|v8\.execute)$/,
    'script',
  ],
  [/^(MajorGC|MinorGC|V8\.GC|BlinkGC|GCEvent|V8\.GCScavenger|V8\.GCFinalizeMC)/, 'garbage collection'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Layout|UpdateLayerTree|HitTest|IntersectionObserverController::computeIntersections)$/, 'layout'],
  [/^(Paint|PaintImage|CompositeLayers|Layerize|PrePaint|Commit|RasterTask|UpdateLayer)$/, 'paint'],
  [/^(Decode Image|ImageDecodeTask|Decode LazyPixelRef)/, 'image decode'],
  [/^(ParseHTML)$/, 'HTML parse'],
  [
    /^(ResourceReceivedData|ResourceFinish|ResourceSendRequest|ResourceReceiveResponse|ResourceWillSendRequest)$/,
    'network events',
  ],
];
const kindOf = (name) => kinds.find(([pattern]) => pattern.test(name))?.[1] ?? `other (${name})`;

function mainThreadBreakdown(events, marks) {
  // The page's renderer main thread: of the renderers' main threads (about:blank may have had its own), the busiest.
  const busiest = new Map();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      busiest.set(`${event.pid}:${event.tid}`, 0);
    }
  }
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.ph === 'X' && busiest.has(key)) busiest.set(key, busiest.get(key) + (event.dur ?? 0));
  }
  const [mainKey] = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0];
  const main = events
    .filter((event) => `${event.pid}:${event.tid}` === mainKey && event.ph === 'X' && event.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: each complete event's duration minus its direct children's.
  const stack = [];
  const selfTimes = [];
  for (const event of main) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    const entry = { name: event.name, ts: event.ts, self: event.dur, top: !parent };
    if (parent) parent.entry.self -= Math.min(event.dur, parent.ts + parent.dur - event.ts);
    stack.push({ ts: event.ts, dur: event.dur, entry });
    selfTimes.push(entry);
  }
  for (const mark of marks) {
    if (mark.endTs !== null) continue;
    const stamp = events.find(
      (event) => event.name === 'TimeStamp' && event.args?.data?.message === `mark:${mark.step}`,
    );
    mark.endTs = stamp?.ts ?? Number.POSITIVE_INFINITY;
  }
  if (options.timeline) printTimeline(main, events, marks[0].endTs);
  const steps = marks.map((mark) => ({ ...mark, kinds: new Map(), busy: 0, longTasks: [] }));
  for (const task of main) {
    if (!isTask(task) || task.dur < LONG_TASK_US) continue;
    const step = steps.find((candidate) => task.ts < candidate.endTs) ?? steps.at(-1);
    step.longTasks.push(describeTask(task, main));
  }
  for (const entry of selfTimes) {
    const step = steps.find((candidate) => entry.ts < candidate.endTs) ?? steps.at(-1);
    // Only the task scheduler's own top-level slices are left as 'other (RunTask)'.
    const kind = kindOf(entry.name);
    step.kinds.set(kind, (step.kinds.get(kind) ?? 0) + entry.self / 1000);
    step.busy += entry.self / 1000;
  }
  return steps;
}

const LONG_TASK_US = 50_000;
const isTask = (event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask';

/** A task's length and the longest things in it (a script's address or function, an event's type). */
function describeTask(task, main) {
  const inside = main
    .filter((event) => event.ts >= task.ts && event.ts < task.ts + task.dur && event !== task && event.dur >= 5000)
    .slice(0, 8)
    .map((event) => {
      const data = event.args?.data ?? event.args?.beginData ?? {};
      const what = data.url
        ? ` ${String(data.url)
            .replace(/^https?:\/\/[^/]+/, '')
            .slice(0, 50)}`
        : data.functionName
          ? ` ${data.functionName}`
          : data.type
            ? ` ${data.type}`
            : '';
      return `${event.name}${what} ${Math.round(event.dur / 1000)}`;
    });
  return { ts: task.ts, ms: task.dur / 1000, inside };
}

/** The first step's main thread, task by task (over 4 ms), with the network requests' starts and ends. */
function printTimeline(main, events, endTs) {
  const start =
    main.find((event) => event.name === 'ParseHTML' || event.name.startsWith('DocumentLoader'))?.ts ?? main[0].ts;
  const at = (ts) => `${Math.round((ts - start) / 1000)}`.padStart(5);
  const lines = [];
  const tasks = main.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
  for (const task of tasks) {
    if (task.ts > endTs || task.dur < 4000) continue;
    const inside = main.filter(
      (event) => event.ts >= task.ts && event.ts < task.ts + task.dur && event !== task && event.dur >= 2000,
    );
    const detail = inside
      .slice(0, 6)
      .map((event) => {
        const data = event.args?.data ?? event.args?.beginData ?? {};
        const what = data.url
          ? ` ${String(data.url)
              .replace(/^https?:\/\/[^/]+/, '')
              .slice(0, 50)}`
          : data.functionName
            ? ` ${data.functionName}`
            : data.type
              ? ` ${data.type}`
              : '';
        return `${event.name}${what} ${Math.round(event.dur / 1000)}`;
      })
      .join(' | ');
    lines.push([task.ts, `${at(task.ts)} ms  task ${Math.round(task.dur / 1000)} ms: ${detail}`]);
  }
  for (const event of events) {
    if (event.ts > endTs || event.ts < start) continue;
    if (event.name === 'ResourceSendRequest' || event.name === 'ResourceFinish') {
      const data = event.args?.data ?? {};
      const url = data.url ?? data.requestId;
      lines.push([
        event.ts,
        `${at(event.ts)} ms  ${event.name === 'ResourceSendRequest' ? 'request' : 'finished'} ${String(url)
          .replace(/^https?:\/\/[^/]+/, '')
          .slice(0, 70)}`,
      ]);
    }
  }
  lines.sort((a, b) => a[0] - b[0]);
  for (const [, line] of lines) console.log(line);
}

/** The built chunks' source maps (apps/web/dist), so a minified position reads as its source file and name. */
const sourceMaps = new Map();
function original(url, line, column) {
  const asset = url.match(/\/assets\/[^/?#]+\.js/)?.[0];
  if (!asset) return null;
  if (!sourceMaps.has(asset)) {
    const file = `apps/web/dist${asset}.map`;
    sourceMaps.set(asset, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  const map = sourceMaps.get(asset);
  if (!map || line < 0) return null;
  const position = originalPositionFor(map, { line: line + 1, column: Math.max(column, 0) });
  if (!position.source) return null;
  const source = position.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return { source, name: position.name };
}

function profileBreakdown(profile) {
  if (!profile) return { functions: [], scripts: [], sources: [] };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const byScript = new Map();
  const bySource = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const frame = node.callFrame;
    const script = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : `(${frame.functionName || 'native'})`;
    const mapped = frame.url ? original(frame.url, frame.lineNumber, frame.columnNumber) : null;
    const key = mapped
      ? `${mapped.name ?? frame.functionName ?? '(anonymous)'} ${mapped.source}`
      : `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    // By package (node_modules/<name>) or source folder.
    const where = mapped
      ? mapped.source.match(/^(@[^/]+\/[^/]+|[^/]+)\//)?.[1] === 'apps' || mapped.source.startsWith('src/')
        ? mapped.source.replace(/^.*?src\/([^/]+\/[^/]+).*$/, 'web src/$1')
        : (mapped.source.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[1] ?? mapped.source)
      : script;
    bySource.set(where, (bySource.get(where) ?? 0) + ms);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return { functions: sorted(self), scripts: sorted(byScript), sources: sorted(bySource) };
}

async function journey(browser, context) {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await emulatePhone(devtools, 4);
  await devtools.send('Profiler.enable');
  await devtools.send('Profiler.setSamplingInterval', { interval: 250 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  const marks = [];
  const profiles = [];
  const t0 = performance.now();
  const profiling = !options['no-profile'];
  if (profiling) await devtools.send('Profiler.start');
  const mark = async (step) => {
    if (profiling) {
      const { profile } = await devtools.send('Profiler.stop');
      profiles.push(profile);
      marks.push({ step, at: performance.now() - t0, endTs: profile.endTime });
      await devtools.send('Profiler.start');
    } else {
      // The trace's clock: console.timeStamp puts a TimeStamp event on the page's main thread.
      await page.evaluate((name) => console.timeStamp(`mark:${name}`), step);
      marks.push({ step, at: performance.now() - t0, endTs: null });
    }
  };

  const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
  const think = (milliseconds) => (options.think ? sleep(milliseconds) : Promise.resolve());
  const fill = async (label, text) => {
    const field = page.getByLabel(label);
    if (!options.think) return field.fill(text);
    await field.focus();
    const start = performance.now();
    for (const [index, character] of [...text].entries()) {
      const due = start + index * 150;
      if (performance.now() < due) await sleep(due - performance.now());
      await page.keyboard.type(character);
    }
  };
  await page.goto(`/location/${location}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add House Lager' }).waitFor();
  await think(3000);
  await page.getByRole('button', { name: 'Add House Lager' }).click();
  await mark('menu → Add House Lager');
  await page.getByRole('link', { name: /Order Now/ }).click();
  await mark('Order Now');
  await page.getByRole('button', { name: /^Checkout/ }).waitFor();
  await think(1500);
  await page.getByRole('button', { name: /^Checkout/ }).click();
  await mark('review → Checkout');
  await page.getByLabel('I agree to the Terms and Conditions.').check();
  await page.getByLabel(/I am 21 or older/).check();
  await mark('checkout → two checkboxes');
  await fill('Cardholder name', 'Casey Customer');
  await fill('Card number', '4242 4242 4242 4242');
  await fill('Expiry', '12/30');
  await fill('CVC', '123');
  await fill('ZIP', '90015');
  await mark('card filled');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await mark('Pay');
  await page.getByRole('img', { name: /QR code of order/ }).waitFor({ state: 'visible', timeout: 30_000 });
  await mark('pickup QR visible');
  if (profiling) await devtools.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  return { marks, profiles, events: trace.traceEvents ?? trace };
}

const server = await startServer();
let browser;
try {
  const customer = await signInByApi(base, customerPhone);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  const newContext = async () => {
    const context = await browser.newContext({
      ...phone,
      baseURL: base,
      storageState: sessionStorageState(base, customer),
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => sessionStorage.setItem('ql.alcoholWarningShown', 'true'));
    return context;
  };
  for (let run = 0; run < Number(options.runs); run++) {
    const context = await newContext();
    if (options.warm) {
      const warmup = await context.newPage();
      await warmup.goto(`/location/${location}`);
      await warmup.getByRole('button', { name: 'Add House Lager' }).waitFor();
      await warmup.close();
    }
    const { marks, profiles, events } = await journey(browser, context);
    await context.close();
    const steps = mainThreadBreakdown(events, marks);
    console.log(`\n## ${options.warm ? 'Warm' : 'Cold'} run ${run + 1}`);
    steps.forEach((step, index) => {
      const wall = step.at - (index ? marks[index - 1].at : 0);
      const kindsText = [...step.kinds.entries()]
        .filter(([, ms]) => ms >= 5)
        .sort((a, b) => b[1] - a[1])
        .map(([kind, ms]) => `${kind} ${Math.round(ms)}`)
        .join(', ');
      console.log(`\n### ${step.step}: ${Math.round(wall)} ms wall, main thread busy ${Math.round(step.busy)} ms`);
      console.log(`main thread (ms): ${kindsText}`);
      for (const task of step.longTasks) {
        console.log(`long task ${Math.round(task.ms)} ms: ${task.inside.join(' | ')}`);
      }
      const { functions, scripts, sources } = profileBreakdown(profiles[index]);
      console.log(
        `scripts (self ms): ${scripts
          .filter(([name]) => name !== '(idle)')
          .slice(0, top)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(', ')}`,
      );
      console.log(
        `sources (self ms): ${sources
          .filter(([name]) => name !== '(idle)')
          .slice(0, top)
          .map(([name, ms]) => `${name} ${Math.round(ms)}`)
          .join(', ')}`,
      );
      console.log('functions (self ms):');
      for (const [name, ms] of functions.filter(([name]) => !name.startsWith('(idle)')).slice(0, top)) {
        console.log(`  ${Math.round(ms)}  ${name}`);
      }
    });
  }
} finally {
  await browser?.close();
  await server.stop();
}
