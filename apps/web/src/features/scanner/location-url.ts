import { msg } from '@lingui/core/macro';
import { i18n } from '#web/lib/i18n/runtime';

/**
 * What a location QR code may hold (staff.md section 5): a URL whose path has exactly two segments, the first R, L or
 * LOCATION in any case and the second non-empty. L and LOCATION name the vendor location; R names a short code that
 * the short-code redirect resolves to a location URL.
 */

/** Read when shown (getters), so they are in the language of the moment. */
export const locationUrlMessages = {
  get invalidFormat() {
    return i18n._(msg`Invalid URL format.`);
  },
  get invalidParam() {
    return i18n._(msg`Invalid param value.`);
  },
};

export type LocationUrlError = string;

export type LocationUrlTarget = { kind: 'location'; vendorLocationId: string } | { kind: 'shortCode'; code: string };

export type LocationUrlResult = { ok: true; target: LocationUrlTarget } | { ok: false; error: LocationUrlError };

/** Location ids as the API accepts them (the contracts' vendorLocationIdSchema). */
const LOCATION_ID = /^[A-Za-z0-9_-]{1,32}$/;
const SHORT_CODE_MAX_LENGTH = 64;
/** Only used to read a bare path ("/L/AD708"); the host of a full URL does not matter. */
const PATH_BASE = 'https://path.invalid';

const fail = (error: LocationUrlError): LocationUrlResult => ({ ok: false, error });

function toUrl(text: string): URL | null {
  try {
    return text.startsWith('/') && !text.startsWith('//') ? new URL(text, PATH_BASE) : new URL(text);
  } catch {
    return null;
  }
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return null;
  }
}

/** Reads a scanned location QR code (or a short code's redirect URL). A trailing slash is tolerated. */
export function parseLocationUrl(text: string): LocationUrlResult {
  const url = toUrl(text.trim());
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return fail(locationUrlMessages.invalidFormat);

  const path = url.pathname.replace(/^\//, '').replace(/\/$/, '');
  const segments = path.split('/');
  if (segments.length !== 2) return fail(locationUrlMessages.invalidFormat);
  const [prefix = '', rawValue = ''] = segments;

  const kind = prefix.toUpperCase();
  if (kind !== 'R' && kind !== 'L' && kind !== 'LOCATION') return fail(locationUrlMessages.invalidFormat);

  const value = decodeSegment(rawValue);
  if (!value) return fail(locationUrlMessages.invalidParam);
  if (kind === 'R') {
    // Short codes match exactly, case included.
    if (value.length > SHORT_CODE_MAX_LENGTH) return fail(locationUrlMessages.invalidParam);
    return { ok: true, target: { kind: 'shortCode', code: value } };
  }
  if (!LOCATION_ID.test(value)) return fail(locationUrlMessages.invalidParam);
  return { ok: true, target: { kind: 'location', vendorLocationId: value.toUpperCase() } };
}
