import type { StationSound } from '@queueless/contracts';

/** The sounds as the Stations page names them. */
export const soundLabels: Record<StationSound, string> = { chime: 'Chime', bell: 'Bell', none: 'No sound' };
