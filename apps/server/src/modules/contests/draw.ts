import { randomInt } from 'node:crypto';
import { ODDS_SCALE } from '@queueless/contracts';

/** A prize as the draw sees it. */
export type PrizeInPlay = { prizeId: string; oddsPpm: number; quantityRemaining: number };

/** Where a draw's randomness comes from: a uniform integer in [0, ODDS_SCALE). Tests hand in a seeded one. */
export type RandomSource = () => number;

/** The production source: Node's CSPRNG (rejection-sampled, so uniform). */
export const cryptoRandom: RandomSource = () => randomInt(0, ODDS_SCALE);

/**
 * Decides one draw. The prizes with stock, in prize id order, each own a slice of [0, ODDS_SCALE) as wide
 * as their odds; a random value in a prize's slice wins it, one past every slice loses. A prize with no
 * stock left owns no slice, so its chance becomes a loss rather than moving to another prize. Odds that
 * add up to more than certainty are cut at the end of the scale.
 */
export function pickPrize(prizes: readonly PrizeInPlay[], randomValue: number): PrizeInPlay | null {
  if (!Number.isInteger(randomValue) || randomValue < 0 || randomValue >= ODDS_SCALE) {
    throw new Error(`random value out of range: ${randomValue}`);
  }
  let upper = 0;
  for (const prize of inPlay(prizes)) {
    upper += prize.oddsPpm;
    if (randomValue < upper) return prize;
  }
  return null;
}

/** The prizes a draw can win, in the fixed order their slices are laid out. */
export function inPlay(prizes: readonly PrizeInPlay[]): PrizeInPlay[] {
  return prizes
    .filter((prize) => prize.quantityRemaining > 0 && prize.oddsPpm > 0)
    .sort((a, b) => (a.prizeId < b.prizeId ? -1 : a.prizeId > b.prizeId ? 1 : 0));
}

/** The day of the event a moment falls on: 0 from its start for 24 hours, then 1, and so on. */
export function eventDay(eventStart: Date | null, now: Date): number {
  if (!eventStart) return Math.floor(now.getTime() / 86_400_000);
  return Math.max(0, Math.floor((now.getTime() - eventStart.getTime()) / 86_400_000));
}
