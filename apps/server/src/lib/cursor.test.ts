import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { decodeCursor, encodeCursor } from './cursor.js';

const token = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the page-token parser', () => {
  it('reads back every token it made', () => {
    for (const at of ['2026-11-28T10:07:30Z', '2026-11-28T10:07:30.123456Z', '0001-01-01T00:00:00Z']) {
      expect(decodeCursor(encodeCursor({ at, id: 'ord_1' }))).toEqual({ at, id: 'ord_1' });
    }
  });

  it('refuses, as a 400, a time of the right shape that is no time (the database would answer 500)', () => {
    for (const at of [
      '2020-13-45T99:99:99Z',
      '2020-02-30T00:00:00Z',
      '2021-02-29T00:00:00Z',
      '2020-01-01T24:00:00Z',
      '2020-01-01T23:60:00Z',
      '2020-01-01T23:59:60Z',
      '0000-01-01T00:00:00Z',
    ]) {
      let error: unknown;
      try {
        decodeCursor(token([at, '1']));
      } catch (caught) {
        error = caught;
      }
      expect(error, at).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('VALIDATION_FAILED');
    }
  });
});
