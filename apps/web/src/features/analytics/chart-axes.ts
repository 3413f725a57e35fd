/**
 * Where the dashboard's bar charts put their axis labels. Pure arithmetic, so it is tested without a canvas; the
 * chart (components/bar-chart.tsx) hands in its plot width and a text measure.
 */

/**
 * The value axis's steps: 1, 2 and 5 times a power of ten, in multiples of `unit`, the smallest step its labels can
 * show exactly (1 for counts, 100 for cents shown as whole dollars). uPlot's own steps include 2.5, and a count axis
 * with lines at 2.5, 5 and 7.5 read "3", "5", "8".
 */
export function wholeStepIncrements(unit: number): number[] {
  const steps: number[] = [];
  for (let power = 1; power <= 1e12; power *= 10) {
    for (const multiple of [1, 2, 5]) steps.push(multiple * power * unit);
  }
  return steps;
}

/** At most this many steps from 0 to the top: 5 lines, each labelled, room for them in a 180 px chart. */
export const MAX_VALUE_STEPS = 4;

/**
 * The value axis's lines: from 0 in one whole step to a top a little above the tallest bar, so the highest line is
 * labelled too (8 orders: 0, 5, 10; not a scale to 8.8 with its last line at 5). An empty chart still has a scale.
 */
export function valueAxisLines(max: number, unit: number): number[] {
  const headroom = max > 0 ? max * 1.1 : unit;
  const step = wholeStepIncrements(unit).find((candidate) => candidate * MAX_VALUE_STEPS >= headroom) ?? headroom;
  const steps = Math.ceil(headroom / step);
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/** The gap kept between two labels of the category axis, in CSS pixels. */
export const LABEL_GAP_PX = 8;

/**
 * Every how many bars a label is shown so that no two overlap: 1 when all fit, else the smallest step that divides a
 * day evenly and gives the widest label its room (24 hours on a phone: every 6th, "12 AM", "6 AM", "12 PM", "6 PM").
 */
export function labelEvery(plotWidth: number, labels: string[], measure: (text: string) => number): number {
  if (labels.length === 0 || plotWidth <= 0) return 1;
  const widest = Math.max(...labels.map(measure)) + LABEL_GAP_PX;
  const perBar = plotWidth / labels.length;
  for (const step of [1, 2, 3, 6, 12]) {
    if (perBar * step >= widest) return step;
  }
  return labels.length;
}

/** The labels as the axis draws them: every `step`th from the first, the others blank. */
export function spacedLabels(labels: string[], step: number): string[] {
  return labels.map((label, index) => (index % step === 0 ? label : ''));
}
