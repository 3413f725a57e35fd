import type { RateLimit } from '../src/plugins/rate-limit.js';

/**
 * A limit whose window a test's burst cannot straddle. Windows are fixed on the database's clock, so a burst of
 * parallel calls across a window's edge is counted in two windows and refused less than the test expects (a 60-second
 * window failed CI so). This one's edges are 63 years apart; the next is 2033-05-18.
 */
export const inOneWindow = (limit: number): RateLimit => ({ limit, windowSeconds: 2_000_000_000 });
