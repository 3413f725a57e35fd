// The emulated phone's CPU, chosen by what it scores rather than by a fixed slowdown (issue 45). This shared machine's
// own speed moves by the hour, so "4× slower" stood for a phone scoring 385–391 on one day and 150–200 on another.
// As DevTools' calibrated CPU presets do, this bisects the throttling rate until Lighthouse's benchmark index, run in
// a page under that rate, scores the target: 264 for DevTools' low-tier phone (a Moto G4 Power 2022), the middle of
// issue 45's 200–350.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** DevTools' calibration targets: the benchmark index of its low-tier and mid-tier phones. */
export const calibratedPhones = { 'low-tier': 264, 'mid-tier': 1000 };

/**
 * Each benchmark run's length: Lighthouse's second, as the bench's own reading of the index per run (DevTools'
 * calibration runs 250 ms, which scored this machine up to half again higher under the same slowdown).
 */
const benchmarkMs = 1000;

/**
 * Finds the CPU throttling rate at which `page` scores `target` on the benchmark index, within 5 %: the median of
 * three short runs per rate, at most eight halvings between 1× and a rate well past the target. Throws when this
 * machine is slower than the phone (it scores under the target unthrottled).
 */
export async function calibrateCpu(page, devtools, target) {
  const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})(${benchmarkMs})`;
  const scoreAt = async (rate) => {
    await devtools.send('Emulation.setCPUThrottlingRate', { rate });
    const scores = [];
    for (let i = 0; i < 3; i++) scores.push(await page.evaluate(benchmark));
    return scores.sort((a, b) => a - b)[1];
  };
  await scoreAt(1); // V8 warms up.
  const unthrottled = await scoreAt(1);
  if (unthrottled < target) {
    throw new Error(`This machine scores ${Math.round(unthrottled)} unthrottled, under the phone's ${target}.`);
  }
  let lower = 1;
  let upper = (unthrottled / target) * 1.5;
  let rate = unthrottled / target;
  for (let i = 0; i < 8; i++) {
    const score = await scoreAt(rate);
    if (Math.abs(score - target) < target * 0.05) break;
    if (score < target) upper = rate;
    else lower = rate;
    // DevTools keeps a rate to the hundredth.
    rate = Math.round(((lower + upper) / 2) * 100) / 100;
  }
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return rate;
}
