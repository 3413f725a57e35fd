export type { PickupService } from './pickup.service.js';
export type { QueueService } from './queue.service.js';
export { orderPagePath } from './queue.service.js';
