export type { EventsService } from './events.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { eventStatusEnum, vendorEvents } from './events.tables.js';
