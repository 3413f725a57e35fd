/**
 * How long events are kept (housekeeping deletes them after, decision 078): 7 days. A consumer down for a day (a
 * weekend's outage noticed on Monday, a webhook receiver offline) still finds every event it missed, with days to
 * spare; the table stays a week of changes (a busy venue's few thousand a night), not a history: the audit log and
 * the orders themselves are that.
 */
export const DOMAIN_EVENTS_RETENTION_MS = 7 * 24 * 3_600_000;
