export type { OfflineService } from './offline.service.js';
export type { SignedCodes } from './signed-codes.js';
export { createSignedCodes } from './signed-codes.js';
export { runSigningKeyCommand } from './signing-key-command.js';
