import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog } from './audit.tables.js';

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

/** A column's value in an audit SQL fragment: a bound value, a prepared statement's placeholder, or SQL. */
type AuditValue = string | null | Placeholder | SQLWrapper;

const auditColumns = sql.join(
  [
    auditLog.actorUserId,
    auditLog.vendorId,
    auditLog.action,
    auditLog.entityType,
    auditLog.entityId,
    auditLog.details,
  ].map((column) => sql.identifier(column.name)),
  sql`, `,
);

/**
 * `recordAudit` for a statement that makes the change itself: the body of a data-modifying CTE that
 * writes one record per row of `changed` (another CTE of that statement), so the record is written
 * exactly when the change is, in the same transaction. `details` is JSON text.
 */
export function auditInsertFrom(
  changed: SQLWrapper,
  entry: { [Key in keyof Omit<AuditEntry, 'details'>]: AuditValue } & { details: AuditValue },
): SQL {
  const { actorUserId, vendorId, action, entityType, entityId, details } = entry;
  return sql`insert into ${auditLog} (${auditColumns})
    select ${actorUserId}, ${vendorId}, ${action}, ${entityType}, ${entityId}, ${details}::jsonb from ${changed}`;
}
