import { AppError } from './app-error.js';

/**
 * A keyset cursor for paged lists: the sort time of the last row (as PostgreSQL printed it, to the
 * microsecond, so no row is skipped or repeated) and its id, opaque to the client (decision 016).
 */
export type Cursor = { at: string; id: string };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/**
 * A time the database can read: the shape alone lets `2020-13-45T99:99:99Z` through to PostgreSQL, which refuses it
 * with a 500. The calendar is JavaScript's (the seconds' digits past milliseconds cannot make a date invalid).
 */
function isRealTime(text: string): boolean {
  if (!ISO_MICROS.test(text)) return false;
  const time = new Date(`${text.slice(0, 19)}Z`);
  return (
    !Number.isNaN(time.getTime()) && time.getUTCFullYear() >= 1 && time.toISOString().slice(0, 19) === text.slice(0, 19)
  );
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/**
 * The cursor in `token`; a 400 naming `field` when it is not one we made. Every paged list reads its token here, so a
 * token that does not parse is the same 400 everywhere (issue 37, F10).
 */
export function decodeCursor(token: string, field = 'querystring.nextToken'): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      isRealTime(value[0]) &&
      typeof value[1] === 'string' &&
      /^[A-Za-z0-9_-]{1,64}$/.test(value[1])
    ) {
      return { at: value[0], id: value[1] };
    }
  } catch {
    // Falls through to the 400 below.
  }
  const message = 'This page token is not valid. Start again from the first page.';
  throw new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
}
