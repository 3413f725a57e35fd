import { describe, expect, it } from 'vitest';
import { stepIndex, swipeStep } from './swipe';

describe('swipeStep', () => {
  it('moves on a swipe of at least 50 px', () => {
    expect(swipeStep({ x: 200, y: 0 }, { x: 150, y: 0 })).toBe(1);
    expect(swipeStep({ x: 150, y: 0 }, { x: 200, y: 0 })).toBe(-1);
  });

  it('ignores shorter swipes and mostly vertical ones', () => {
    expect(swipeStep({ x: 200, y: 0 }, { x: 151, y: 0 })).toBe(0);
    expect(swipeStep({ x: 200, y: 0 }, { x: 120, y: 120 })).toBe(0);
  });
});

describe('stepIndex', () => {
  it('stays within the slides', () => {
    expect(stepIndex(0, 1, 2)).toBe(1);
    expect(stepIndex(1, 1, 2)).toBe(1);
    expect(stepIndex(0, -1, 2)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
