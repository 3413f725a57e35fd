export type { NoticesOverrides } from './module.js';
// Its table, for housekeeping's pruning.
export { smsNotices } from './notices.tables.js';
export { createSmsNoticesRepo } from './sms-notices.repo.js';
export { retryDelayMs, SMS_NOTICE_LEASE_MS, type SmsNotices } from './sms-notices.service.js';
