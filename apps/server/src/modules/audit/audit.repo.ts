import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export type AuditEntry = {
  actorUserId: string;
  vendorId: string | null;
  /** What happened, e.g. 'order.complete', 'order.refund', 'product.update', 'role.create', 'event.update'. */
  action: string;
  entityType: string;
  entityId: string;
  details?: Record<string, unknown>;
};

/** Records a change made by staff: who, when, what. Pass the transaction that made the change. */
export async function recordAudit(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}
