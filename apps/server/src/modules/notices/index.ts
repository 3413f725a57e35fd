export type { NoticesOverrides } from './module.js';
export type { SmsNotices } from './sms-notices.service.js';
