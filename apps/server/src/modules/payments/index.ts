export type { PaymentsService } from './payments.service.js';
// Its table, for housekeeping's pruning.
export { webhookEvents } from './payments.tables.js';
