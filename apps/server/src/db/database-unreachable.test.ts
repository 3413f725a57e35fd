import { describe, expect, it } from 'vitest';
import { describeDatabaseUrl, unreachableError } from './database-unreachable.js';

describe('a database out of reach at start', () => {
  it('names the host, port and database, never the user or password', () => {
    expect(describeDatabaseUrl('postgres://queueless:hunter2@db.internal:6432/orders')).toBe('db.internal:6432/orders');
    expect(describeDatabaseUrl('postgres://queueless:hunter2@db.internal/orders')).toBe('db.internal:5432/orders');
    expect(describeDatabaseUrl('not a url hunter2')).not.toContain('hunter2');
  });

  it('says why for a missing database or a wrong password, and leaves other failures alone', () => {
    const url = 'postgres://queueless:hunter2@127.0.0.1:5432/missing';
    expect(unreachableError(url, Object.assign(new Error('x'), { code: '3D000' }))?.message).toBe(
      'Cannot reach the database at 127.0.0.1:5432/missing (DATABASE_URL): that database does not exist (create it first: createdb, or CREATE DATABASE).',
    );
    expect(unreachableError(url, Object.assign(new Error('x'), { code: '28P01' }))?.message).toContain(
      'password authentication failed',
    );
    expect(unreachableError(url, Object.assign(new Error('syntax'), { code: '42601' }))).toBeNull();
  });
});
