import { describe, expect, it } from 'vitest';
import { countdownState, nextMidnight } from './countdown';

describe('presale countdown', () => {
  it('counts to the start of the next day', () => {
    const now = new Date(2026, 10, 23, 22, 30, 0);
    expect(nextMidnight(now)).toEqual(new Date(2026, 10, 24, 0, 0, 0));
    expect(countdownState(nextMidnight(now), now)).toMatchObject({
      display: '01:30:00',
      isHurry: false,
      isExpired: false,
    });
  });

  it('hurries under 10 minutes and expires at zero', () => {
    const target = new Date(2026, 10, 24);
    expect(countdownState(target, new Date(target.getTime() - 10 * 60_000)).isHurry).toBe(false);
    expect(countdownState(target, new Date(target.getTime() - 9 * 60_000 - 59_000))).toMatchObject({
      isHurry: true,
      display: '00:09:59',
    });
    expect(countdownState(target, target)).toMatchObject({ isExpired: true, isHurry: false, display: '00:00:00' });
    expect(countdownState(target, new Date(target.getTime() + 5000)).isExpired).toBe(true);
  });
});
