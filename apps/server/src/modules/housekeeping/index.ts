export type { Housekeeping } from './housekeeping.service.js';
export { HOUSEKEEPING_SWEEP_MS } from './module.js';
