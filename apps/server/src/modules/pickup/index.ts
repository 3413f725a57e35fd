export type { PickupService } from './pickup.service.js';
