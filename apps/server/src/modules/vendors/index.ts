export type { VendorsService } from './vendors.service.js';
