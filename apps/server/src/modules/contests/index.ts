export type { ContestsService } from './contests.service.js';
export type { RandomSource } from './draw.js';
export type { ContestsOverrides } from './module.js';
export type { PrizesService } from './prizes.service.js';
