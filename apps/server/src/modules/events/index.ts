export type { EventsService } from './events.service.js';
