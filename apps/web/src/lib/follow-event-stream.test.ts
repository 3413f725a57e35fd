import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './follow-event-stream';

describe('reconnectDelay', () => {
  const noJitter = () => 0;

  it('backs off from 1 s, doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => reconnectDelay(attempt, null, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it("waits at least the server's retry hint", () => {
    expect(reconnectDelay(1, 3000, noJitter)).toBe(3000);
    expect(reconnectDelay(4, 3000, noJitter)).toBe(8000);
  });

  it('adds at most 20 % jitter and never passes 30 s', () => {
    expect(reconnectDelay(2, null, () => 0.99)).toBeLessThanOrEqual(2400);
    expect(reconnectDelay(9, null, () => 0.99)).toBe(30000);
  });
});
