export type { ContestsService } from './contests.service.js';
// Its tables, for the statements of the modules that read them (the media sweep's photo uses).
export { prizes } from './contests.tables.js';
export type { RandomSource } from './draw.js';
export type { ContestsOverrides } from './module.js';
export type { PrizesService } from './prizes.service.js';
