import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';

/** Every change made by staff: who, when, what. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id').notNull(),
    vendorId: text('vendor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_vendor_created_idx').on(t.vendorId, t.createdAt)],
);
