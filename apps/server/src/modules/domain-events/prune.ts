import type { Executor } from '../../db/client.js';
import { eventLog } from './event-log.repo.js';

/**
 * How long events are kept: 7 days. A consumer down for a day (a weekend's outage noticed on Monday, a webhook
 * receiver offline) still finds every event it missed; the table stays a week of changes, not a history.
 */
export const DOMAIN_EVENTS_RETENTION_MS = 7 * 24 * 3_600_000;

/** Deletes the events older than the retention (housekeeping); answers how many. */
export function pruneDomainEvents(executor: Executor, now: Date): Promise<number> {
  return eventLog.pruneBefore(executor, new Date(now.getTime() - DOMAIN_EVENTS_RETENTION_MS));
}
