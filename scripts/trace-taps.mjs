#!/usr/bin/env node
// What the page's main thread did between each tap and the next frame it painted, from a trace written by
// `bench:journey --trace DIR` (issue 45): for each click, the tasks that ran from the touch until the first paint
// after the click's handlers, with what ran inside each (module evaluation, a script's function by its file, style,
// layout, paint). A tap whose pressed look paints late names here the task that held it.
// `node scripts/trace-taps.mjs DIR/cold-1.json [--min 16]`: tasks shorter than --min ms are counted, not listed.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '16' }, after: { type: 'string', default: '0' } },
});
const minMs = Number(options.min);
const raw = JSON.parse(readFileSync(positionals[0], 'utf8'));
const events = Array.isArray(raw) ? raw : raw.traceEvents;

const mainThreads = new Set(
  events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`),
);
const onMain = events.filter((event) => mainThreads.has(`${event.pid}:${event.tid}`) && event.ph === 'X');
onMain.sort((a, b) => a.ts - b.ts);
const tasks = onMain.filter((event) => event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask');
const start = Math.min(...onMain.map((event) => event.ts));
const ms = (microseconds) => (microseconds / 1000).toFixed(0);

/** What ran inside a task, the longest kinds first: module evaluation, a function by its file, style, layout, paint. */
function inside(task) {
  const end = task.ts + task.dur;
  const kinds = new Map();
  for (const event of onMain) {
    if (event.ts < task.ts || event.ts > end || event === task || event.tid !== task.tid || event.pid !== task.pid)
      continue;
    let kind = null;
    const data = event.args?.data ?? {};
    if (event.name === 'v8.evaluateModule') kind = 'module evaluation';
    else if (event.name === 'FunctionCall' || event.name === 'EvaluateScript')
      kind = `${event.name} ${String(data.url ?? '')
        .split('/')
        .pop()}:${data.functionName ?? ''}`;
    else if (event.name === 'EventDispatch') kind = `event ${data.type}`;
    else if (event.name === 'TimerFire') kind = 'timer';
    else if (event.name === 'FireIdleCallback') kind = 'idle callback';
    else if (event.name === 'FireAnimationFrame') kind = 'animation frame';
    else if (
      ['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit', 'ParseHTML'].includes(event.name)
    )
      kind = event.name;
    else if (/^(v8\.compile|v8\.compileModule|V8\.CompileCode)/.test(event.name)) kind = 'compile';
    else if (/GC/.test(event.name)) kind = 'GC';
    if (!kind || !event.dur) continue;
    kinds.set(kind, Math.max(kinds.get(kind) ?? 0, event.dur));
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([kind, dur]) => `${kind} ${ms(dur)}`)
    .join(', ');
}

const clicks = onMain.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
for (const click of clicks) {
  const touch = onMain.findLast(
    (event) =>
      event.name === 'EventDispatch' &&
      ['pointerdown', 'touchstart'].includes(event.args?.data?.type) &&
      event.ts <= click.ts &&
      click.ts - event.ts < 1_000_000,
  );
  const from = touch?.ts ?? click.ts;
  const paint = onMain.find(
    (event) => (event.name === 'Commit' || event.name === 'Paint') && event.ts > click.ts + click.dur,
  );
  // --after N: the tasks of N ms after that paint too (what the next frames waited for).
  const until = (paint ? paint.ts + paint.dur : click.ts + 1_000_000) + Number(options.after) * 1000;
  console.log(
    `\nclick at ${ms(click.ts - start)} ms (touch at ${ms(from - start)}): first paint after it ${paint ? `${ms(paint.ts - click.ts)} ms after the click` : 'not found'}`,
  );
  let small = 0;
  for (const task of tasks) {
    if (task.ts + task.dur < from || task.ts > until) continue;
    if (task.dur < minMs * 1000) {
      small += 1;
      continue;
    }
    console.log(`  +${ms(task.ts - from)} ms: task ${ms(task.dur)} ms — ${inside(task)}`);
  }
  console.log(`  (${small} shorter tasks)`);
}
