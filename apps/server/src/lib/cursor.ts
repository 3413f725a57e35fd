import { AppError } from './app-error.js';

/**
 * A keyset cursor for paged lists: the sort time of the last row (as PostgreSQL printed it, to the
 * microsecond, so no row is skipped or repeated) and its id, opaque to the client (decision 016).
 */
export type Cursor = { at: string; id: string };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The cursor in `token`; a 400 naming `field` when it is not one we made. */
export function decodeCursor(token: string, field = 'querystring.nextToken'): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      ISO_MICROS.test(value[0]) &&
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
