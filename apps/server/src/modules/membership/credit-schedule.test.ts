import { describe, expect, it } from 'vitest';
import { addMonths, dueGrants, grantSize, grantsOf, nextGrantAt } from './credit-schedule.js';

const at = (iso: string) => new Date(iso);

describe('credit schedule', () => {
  it('adds calendar months, keeping the day where it exists', () => {
    expect(addMonths(at('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-11-15T00:00:00Z'), 3).toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });

  it('grants once at the start and at each anniversary inside the period', () => {
    const period = {
      membershipId: 'M',
      startsAt: at('2026-01-10T00:00:00Z'),
      endsAt: at('2026-04-10T00:00:00Z'),
      durationMonths: 3,
    };
    expect(grantsOf(period).map((grant) => grant.entryKey)).toEqual(['grant:M:0', 'grant:M:1', 'grant:M:2']);
    expect(dueGrants([period], at('2026-02-09T23:59:59Z'))).toHaveLength(1);
    expect(dueGrants([period], at('2026-02-10T00:00:00Z'))).toHaveLength(2);
    expect(dueGrants([period], at('2027-01-01T00:00:00Z'))).toHaveLength(3);
    expect(nextGrantAt([period], at('2026-03-11T00:00:00Z'))).toBeNull();
  });

  it('caps a grant at the rollover maximum of 12', () => {
    expect(grantSize(0)).toBe(4);
    expect(grantSize(9)).toBe(3);
    expect(grantSize(12)).toBe(0);
  });
});
