import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** client.ts's `Db`, named by what it is: client.ts imports this file, so this one does not import it back. */
type Db = PgDatabase<PgQueryResultHKT>;

type Hook = (db: Db) => void;
const pending = new AsyncLocalStorage<Hook[]>();

/**
 * Inside `db.transaction(...)`: runs `hook` once that transaction has committed, with the database (not the
 * transaction), and never when it rolls back. A wake-up belongs there, not inside the transaction: PostgreSQL
 * serialises the commits of transactions that NOTIFY (decision 009). Outside a transaction it is dropped: nothing
 * waits to commit.
 */
export function runAfterCommit(hook: Hook): void {
  pending.getStore()?.push(hook);
}

/** `db.transaction` that runs the hooks its body registered (runAfterCommit) after it committed. */
export function withAfterCommitHooks(db: Db, transaction: Db['transaction']): Db['transaction'] {
  return async (run, config) => {
    const hooks: Hook[] = [];
    const result = await pending.run(hooks, () => transaction(run, config));
    for (const hook of new Set(hooks)) {
      try {
        hook(db);
      } catch {
        // A wake-up that fails is made up for by the consumers' poll (decision 078).
      }
    }
    return result;
  };
}
