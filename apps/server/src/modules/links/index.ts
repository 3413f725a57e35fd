export type { LinksService } from './links.service.js';
