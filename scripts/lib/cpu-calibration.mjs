// The emulated phone's CPU, chosen by what it scores rather than by a fixed slowdown (issue 45). This shared machine's
// own speed moves by the hour, so "4× slower" stood for a phone scoring 385–391 on one day and 130–200 on another.
// As DevTools' calibrated CPU presets do, `calibrateCpu` bisects the throttling rate until Lighthouse's benchmark
// index scores the target: 264 for DevTools' low-tier phone (a Moto G4 Power 2022), inside issue 45's 200–350.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** DevTools' calibration targets: the benchmark index of its low-tier and mid-tier phones. */
export const calibratedPhones = { 'low-tier': 264, 'mid-tier': 1000 };

/**
 * Lighthouse's benchmark index (its `computeBenchmarkIndex`, about a second of string building and array copying) in
 * a new page of `context` under the CPU slowdown `rate`: once, in a fresh page, as Lighthouse reads it. DevTools'
 * calibration warms V8 up first and runs 250 ms; on this machine that scored up to twice as high under the same rate,
 * so the calibration here reads the index exactly as the runs' own readings do.
 */
export async function benchmarkIndex(context, rate) {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await page.goto(`/favicon.svg?benchmark=${Date.now()}`);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  await page.close();
  return Math.round(index);
}

/**
 * Finds the CPU slowdown at which a page of `context` scores `target` on the benchmark index, within 5 %: the median
 * of three readings per rate, at most eight halvings between 1× and a rate past the target. Throws when this machine is
 * slower than the phone (it scores under the target unthrottled).
 */
export async function calibrateCpu(context, target) {
  const scoreAt = async (rate) => {
    const scores = [];
    for (let i = 0; i < 3; i++) scores.push(await benchmarkIndex(context, rate));
    return scores.sort((a, b) => a - b)[1];
  };
  const unthrottled = await scoreAt(1);
  if (unthrottled < target) {
    throw new Error(`This machine scores ${unthrottled} unthrottled, under the phone's ${target}.`);
  }
  let lower = 1;
  let upper = (unthrottled / target) * 1.5;
  let rate = Math.round((unthrottled / target) * 100) / 100;
  for (let i = 0; i < 8; i++) {
    const score = await scoreAt(rate);
    if (Math.abs(score - target) < target * 0.05) break;
    if (score < target) upper = rate;
    else lower = rate;
    // DevTools keeps a rate to the hundredth.
    rate = Math.round(((lower + upper) / 2) * 100) / 100;
  }
  return rate;
}
