export type { OfflineService } from './offline.service.js';
export type { SignedCodes } from './signed-codes.js';
