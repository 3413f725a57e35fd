import { CREDITS_PER_MONTH, MAX_CREDITS } from '@queueless/contracts';

/** Adds calendar months in UTC, keeping the day where it exists (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export type PaidPeriod = { membershipId: string; startsAt: Date; endsAt: Date; durationMonths: number };

export type CreditGrant = { entryKey: string; membershipId: string; effectiveAt: Date };

/**
 * Every monthly grant a membership period gives: one at its start and one at each monthly
 * anniversary inside it. Keys are stable, so recomputing never grants twice.
 */
export function grantsOf(period: PaidPeriod): CreditGrant[] {
  const grants: CreditGrant[] = [];
  for (let month = 0; month < period.durationMonths; month++) {
    const effectiveAt = addMonths(period.startsAt, month);
    if (effectiveAt >= period.endsAt) break;
    grants.push({ entryKey: `grant:${period.membershipId}:${month}`, membershipId: period.membershipId, effectiveAt });
  }
  return grants;
}

/** The grants due at `now` (in order of their time), of every period. */
export function dueGrants(periods: PaidPeriod[], now: Date): CreditGrant[] {
  return periods
    .flatMap(grantsOf)
    .filter((grant) => grant.effectiveAt <= now)
    .sort((a, b) => a.effectiveAt.getTime() - b.effectiveAt.getTime());
}

/** The next grant after `now`, or null when nothing more is paid for. */
export function nextGrantAt(periods: PaidPeriod[], now: Date): Date | null {
  const next = periods
    .flatMap(grantsOf)
    .filter((grant) => grant.effectiveAt > now)
    .sort((a, b) => a.effectiveAt.getTime() - b.effectiveAt.getTime())[0];
  return next?.effectiveAt ?? null;
}

/** How many credits a grant adds to `balance`: 4, less what would pass the rollover cap of 12. */
export function grantSize(balance: number): number {
  return Math.max(0, Math.min(CREDITS_PER_MONTH, MAX_CREDITS - balance));
}
