export type { AnalyticsService } from './analytics.service.js';
