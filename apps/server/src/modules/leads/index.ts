export type { LeadsService } from './leads.service.js';
export type { LeadsOverrides } from './module.js';
