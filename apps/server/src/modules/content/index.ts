export type { ContentService } from './content.service.js';
// Its table, for the statements of the modules that read it (the media sweep's photo uses).
export { contentPages } from './content.tables.js';
