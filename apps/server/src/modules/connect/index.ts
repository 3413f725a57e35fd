// Each vendor's money to its own account (decision 091): the service, and the payment provider routed by vendor.
export type { ConnectService } from './connect.service.js';
