import { ODDS_SCALE } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { eventDay, inPlay, type PrizeInPlay, pickPrize } from './draw.js';

/** A small seeded generator (mulberry32): the same seed gives the same draws on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * ODDS_SCALE);
  };
}

const prize = (prizeId: string, oddsPpm: number, quantityRemaining = 1_000_000): PrizeInPlay => ({
  prizeId,
  oddsPpm,
  quantityRemaining,
});

describe('pickPrize', () => {
  it('lays the prizes out in id order, each over a slice as wide as its odds', () => {
    const prizes = [prize('B', 200_000), prize('A', 100_000)];
    expect(pickPrize(prizes, 0)?.prizeId).toBe('A');
    expect(pickPrize(prizes, 99_999)?.prizeId).toBe('A');
    expect(pickPrize(prizes, 100_000)?.prizeId).toBe('B');
    expect(pickPrize(prizes, 299_999)?.prizeId).toBe('B');
    expect(pickPrize(prizes, 300_000)).toBeNull();
    expect(pickPrize(prizes, ODDS_SCALE - 1)).toBeNull();
  });

  it('gives a prize with no stock left no slice: its chance becomes a loss, not another prize', () => {
    const prizes = [prize('A', 500_000, 0), prize('B', 200_000)];
    expect(pickPrize(prizes, 0)?.prizeId).toBe('B');
    expect(pickPrize(prizes, 199_999)?.prizeId).toBe('B');
    expect(pickPrize(prizes, 200_000)).toBeNull();
    expect(inPlay(prizes).map((p) => p.prizeId)).toEqual(['B']);
  });

  it('never wins anything with no prizes or zero odds', () => {
    expect(pickPrize([], 0)).toBeNull();
    expect(pickPrize([prize('A', 0)], 0)).toBeNull();
  });

  it('refuses a random value outside the scale', () => {
    expect(() => pickPrize([], -1)).toThrow();
    expect(() => pickPrize([], ODDS_SCALE)).toThrow();
    expect(() => pickPrize([], 0.5)).toThrow();
  });

  it('honours the configured odds over 200 000 seeded draws (each within 4.5 standard deviations)', () => {
    const prizes = [prize('DRINK', 250_000), prize('TEE', 50_000), prize('VIP', 5_000)];
    const draws = 200_000;
    const random = seeded(20250501);
    const wins = new Map<string, number>();
    for (let i = 0; i < draws; i += 1) {
      const won = pickPrize(prizes, random())?.prizeId ?? 'LOSE';
      wins.set(won, (wins.get(won) ?? 0) + 1);
    }
    const expected: [string, number][] = [
      ['DRINK', 0.25],
      ['TEE', 0.05],
      ['VIP', 0.005],
      ['LOSE', 0.695],
    ];
    for (const [key, p] of expected) {
      const mean = draws * p;
      const sd = Math.sqrt(draws * p * (1 - p));
      expect(Math.abs((wins.get(key) ?? 0) - mean), `${key}: ${wins.get(key)} vs ${mean}`).toBeLessThan(4.5 * sd);
    }
  });
});

describe('eventDay', () => {
  it('counts whole days from the event start', () => {
    const start = new Date('2025-05-01T20:00:00Z');
    expect(eventDay(start, new Date('2025-05-01T19:00:00Z'))).toBe(0);
    expect(eventDay(start, new Date('2025-05-02T19:59:59Z'))).toBe(0);
    expect(eventDay(start, new Date('2025-05-02T20:00:00Z'))).toBe(1);
  });
});
