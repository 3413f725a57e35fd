import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.js';
import { PHOTO_USES } from './photo-uses.js';

/** A column whose name says it may hold a picture's address. */
const PICTURE_NAME = /image|photo|flyer|logo|picture|avatar|banner|poster|thumbnail/i;

describe('the places a photo can be used (issue 37, F8)', () => {
  it('lists every column of the schema that could hold a photo, so the sweep never deletes one in use', () => {
    const listed = new Set(PHOTO_USES.map(({ table, column }) => `${getTableName(table)}.${column.name}`));
    const candidates = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => getTableName(table) !== 'media_images')
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => PICTURE_NAME.test(column.name))
          .map((column) => `${getTableName(table)}.${column.name}`),
      );
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.filter((name) => !listed.has(name))).toEqual([]);
  });
});
