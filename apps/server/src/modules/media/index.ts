// Product photos: the upload and its pipeline, for the demo seed and the catalogue; the storage interface lives in providers/.
export type { MediaService } from './media.service.js';
export { mediaImages } from './media.tables.js';
export type { MediaOverrides } from './module.js';
