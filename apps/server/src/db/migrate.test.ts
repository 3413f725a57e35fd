import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { runMigrations, skippedMigrations } from './migrate.js';

describe('migrations', () => {
  let ctx: TestDatabase;
  beforeAll(async () => {
    ctx = await createTestDatabase();
  });
  afterAll(async () => {
    await ctx.drop();
  });

  it('records every committed migration', async () => {
    expect(await skippedMigrations(ctx.database)).toEqual([]);
  });

  it('refuses to go on when an earlier migration was skipped for a later one, naming it', async () => {
    // As on a database migrated from a branch that held 0011 before 0010 was merged: drizzle applies only
    // migrations newer than the last one recorded, so it would never apply 0010.
    const [row] = await ctx.database.query<{ id: number; created_at: string }>(
      'select id, created_at from drizzle.__drizzle_migrations order by created_at desc offset 1 limit 1',
    );
    await ctx.database.query('delete from drizzle.__drizzle_migrations where id = $1', [row?.id]);
    try {
      await expect(runMigrations(ctx.database)).rejects.toThrow(/Migrations never applied to this database: 00\d\d_/);
    } finally {
      await ctx.database.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
        row?.id,
        'restored-by-test',
        row?.created_at,
      ]);
    }
    expect(await skippedMigrations(ctx.database)).toEqual([]);
  });
});
