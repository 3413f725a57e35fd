export type { PlacesService } from './places.service.js';
