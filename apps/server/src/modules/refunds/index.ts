export type { RefundsService } from './refunds.service.js';
// Its table, for the statements of the modules that read it (reporting).
export { refunds } from './refunds.tables.js';
