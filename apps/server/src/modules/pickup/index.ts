export type { PickupService } from './pickup.service.js';
export type { QueueService } from './queue.service.js';
