export type { StationsService } from './stations.service.js';
export type { TicketsService } from './tickets.service.js';
