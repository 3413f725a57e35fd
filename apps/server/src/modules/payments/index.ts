export type { PaymentsService } from './payments.service.js';
