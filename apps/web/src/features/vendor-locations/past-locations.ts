import { readJson, writeJson } from '#web/lib/browser-storage';

/** A location this device has worked at, offered on the location page for one-tap return. */
export type PastLocation = { vendorLocationId: string; description: string; lastUsedAt: string };

export const PAST_LOCATIONS_STORAGE_KEY = 'staffPastLocations';
export const MAX_PAST_LOCATIONS = 5;

function isPastLocation(value: unknown): value is PastLocation {
  const entry = value as Partial<PastLocation> | null;
  return (
    typeof entry?.vendorLocationId === 'string' &&
    entry.vendorLocationId !== '' &&
    typeof entry.description === 'string' &&
    typeof entry.lastUsedAt === 'string'
  );
}

/** The stored past locations, most recent first; anything unreadable is left out. */
export function readPastLocations(): PastLocation[] {
  const stored = readJson('local', PAST_LOCATIONS_STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter(isPastLocation).slice(0, MAX_PAST_LOCATIONS) : [];
}

/** Puts the location first (once), keeping the most recent few. Logging out clears them with all local data. */
export function rememberLocation(
  location: { vendorLocationId: string; description: string },
  now: Date = new Date(),
): PastLocation[] {
  const entry: PastLocation = { ...location, lastUsedAt: now.toISOString() };
  const others = readPastLocations().filter((past) => past.vendorLocationId !== location.vendorLocationId);
  const next = [entry, ...others].slice(0, MAX_PAST_LOCATIONS);
  writeJson('local', PAST_LOCATIONS_STORAGE_KEY, next);
  return next;
}

export function forgetLocation(vendorLocationId: string): PastLocation[] {
  const next = readPastLocations().filter((past) => past.vendorLocationId !== vendorLocationId);
  writeJson('local', PAST_LOCATIONS_STORAGE_KEY, next);
  return next;
}
