import { roleValues } from '@queueless/contracts';
import { index, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { vendorIdColumn } from '../vendors/index.js';

export const roleEnum = pgEnum('role', roleValues);

export const vendorRoles = pgTable(
  'vendor_roles',
  {
    vendorId: vendorIdColumn(),
    phoneNumber: text('phone_number').notNull(),
    name: text('name').notNull(),
    role: roleEnum('role').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.phoneNumber] }), index('vendor_roles_phone_idx').on(t.phoneNumber)],
);
