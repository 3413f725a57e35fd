import { readText, writeText } from '#web/lib/browser-storage';
import { DEFAULT_LOCATION_ID } from '#web/lib/constants';

const KEY = 'ql.lastLocationId';

/** Remembers the menu last opened, so 'Go to Products' leads back to it. */
export function rememberLocation(vendorLocationId: string): void {
  if (readText('local', KEY) !== vendorLocationId) writeText('local', KEY, vendorLocationId);
}

/** The menu last opened, else the default location. */
export function lastLocationId(): string {
  const stored = readText('local', KEY);
  return stored && /^[A-Z0-9_-]{1,32}$/.test(stored) ? stored : DEFAULT_LOCATION_ID;
}
