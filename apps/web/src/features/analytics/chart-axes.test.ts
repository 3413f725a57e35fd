import { describe, expect, it } from 'vitest';
import { labelEvery, spacedLabels, valueAxisLines, wholeStepIncrements } from './chart-axes';
import { hourLabel } from './format';

/** About what an 11px system font takes: 6 px a character. */
const measure = (text: string) => text.length * 6;
const hours = Array.from({ length: 24 }, (_, hour) => hourLabel(hour));
const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

describe('the value axis steps', () => {
  it('are whole counts (no 2.5: lines at 2.5, 5 and 7.5 were labelled "3", "5", "8")', () => {
    const steps = wholeStepIncrements(1);
    expect(steps.slice(0, 6)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(steps.every((step) => Number.isInteger(step))).toBe(true);
  });

  it('are whole dollars for cents', () => {
    const steps = wholeStepIncrements(100);
    expect(steps.slice(0, 4)).toEqual([100, 200, 500, 1_000]);
    expect(steps.every((step) => step % 100 === 0)).toBe(true);
  });
});

describe('the value axis lines', () => {
  it('run in whole steps to a labelled top above the tallest bar', () => {
    expect(valueAxisLines(8, 1)).toEqual([0, 5, 10]);
    expect(valueAxisLines(1, 1)).toEqual([0, 1, 2]);
    expect(valueAxisLines(32, 1)).toEqual([0, 10, 20, 30, 40]);
    expect(valueAxisLines(36_000, 100)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(valueAxisLines(56_945, 100)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
  });

  it('are never more than five', () => {
    for (const max of [3, 7, 9, 11, 99, 101, 4_999, 123_456]) {
      expect(valueAxisLines(max, 1).length).toBeLessThanOrEqual(5);
    }
  });

  it('keep a scale for an empty week', () => {
    expect(valueAxisLines(0, 1)).toEqual([0, 1]);
    expect(valueAxisLines(0, 100)).toEqual([0, 100]);
  });
});

describe('the category axis labels', () => {
  it('all show when they fit (a week on a phone)', () => {
    expect(labelEvery(262, days, measure)).toBe(1);
  });

  it('24 hours on a phone: every 6th, none overlapping', () => {
    const step = labelEvery(262, hours, measure);
    expect(step).toBe(6);
    expect(spacedLabels(hours, step).filter(Boolean)).toEqual(['12 AM', '6 AM', '12 PM', '6 PM']);
    // Each shown label has the width of `step` bars, more than the widest label needs.
    expect((262 / 24) * step).toBeGreaterThan(Math.max(...hours.map(measure)));
  });

  it('24 hours on a wide screen: every 3rd', () => {
    expect(labelEvery(420, hours, measure)).toBe(3);
  });

  it('nothing to place, or no room measured yet: every label', () => {
    expect(labelEvery(262, [], measure)).toBe(1);
    expect(labelEvery(0, hours, measure)).toBe(1);
  });
});
