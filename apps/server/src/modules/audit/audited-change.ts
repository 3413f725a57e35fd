import type { Executor } from '../../db/client.js';
import { type AuditEntry, recordAudit } from './audit.repo.js';

/**
 * A change staff (or an operator) are answerable for, as a service makes it: inside the service's transaction,
 * `lock` reads the row as it stands and holds it (when there is one), `change` refuses or makes the change, and the
 * audit row `audit` describes is written in the same transaction. A change that did not happen (`change` answers
 * undefined) records nothing. The one way to write an audit row: repositories never do (decision 080).
 */
export async function auditedChange<Before, After>(
  tx: Executor,
  step: {
    lock?: () => Promise<Before>;
    change: (before: Before) => Promise<After | undefined>;
    audit: (after: After, before: Before) => AuditEntry;
  },
): Promise<After | undefined> {
  const before = (step.lock ? await step.lock() : undefined) as Before;
  const after = await step.change(before);
  if (after === undefined) return undefined;
  await recordAudit(tx, step.audit(after, before));
  return after;
}
