import type { Database } from '../src/db/client.js';

/**
 * Every table of ours (schemas public and drizzle) with its row count and a hash of all its rows, and every
 * sequence's position: two databases with equal fingerprints hold the same data.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.query<{ rows: number; hash: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from ${name} t`,
    );
    fingerprint[name] = `${row?.rows} rows ${row?.hash}`;
  }
  const sequences = await database.query<{ name: string; position: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as position from pg_sequences
     where schemaname in ('public', 'drizzle') order by 1`,
  );
  for (const { name, position } of sequences) fingerprint[`sequence ${name}`] = position ?? 'unused';
  return fingerprint;
}

/** How many rows the fingerprinted tables hold together. */
export function rowsIn(fingerprint: Record<string, string>): number {
  return Object.values(fingerprint).reduce((sum, value) => sum + (Number(/^(\d+) rows/.exec(value)?.[1]) || 0), 0);
}
