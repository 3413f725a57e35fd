import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrationNumbered, migrateUpTo } from '../../test/migrations.js';
import { type Database, openDatabase } from './client.js';

/**
 * Migration 0015 moves the refunds a live database already holds into the new model (decision 023): a refunded
 * order's refund SUCCEEDED, a claim left behind is SENT for the sweep (a free order's REQUESTED), each with the
 * order's refund key; nothing is dropped.
 */
describe('0015 refunds as a model, over refunds stored before it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateUpTo(database, '0015');
    await database.query(`insert into users (user_id, phone_number) values ('U1', '+12135550199')`);
    await database.query(
      `insert into vendors (vendor_id, name, address_line1, city, state, zip) values ('V1', 'Bar', '1 Main St', 'Los Angeles', 'CA', '90001')`,
    );
    await database.query(
      `insert into vendor_locations (vendor_location_id, vendor_id, description) values ('L1', 'V1', 'Main Bar')`,
    );
    const order = (id: string, status: string, total: number) =>
      database.query(
        `insert into orders (order_id, user_id, vendor_location_id, status, subtotal_cents, tax_cents, total_cents, paid_at, refunded_at)
         values ($1, 'U1', 'L1', $2, $3, 0, $3, now(), ${status === 'REFUNDED' ? 'now()' : 'null'})`,
        [id, status, total],
      );
    await order('O-DONE', 'REFUNDED', 800);
    await order('O-LEFT', 'PAID', 800);
    await order('O-FREE', 'PAID', 0);
    const refund = (id: string, orderId: string, amount: number, providerId: string | null) =>
      database.query(
        `insert into refunds (refund_id, order_id, amount_cents, provider_refund_id, reason, created_by)
         values ($1, $2, $3, $4, 'NONE_PROVIDED', 'U1')`,
        [id, orderId, amount, providerId],
      );
    await refund('R-DONE', 'O-DONE', 800, 're_1');
    await refund('R-LEFT', 'O-LEFT', 800, null);
    await refund('R-FREE', 'O-FREE', 0, null);
    await applyMigrationNumbered(database, '0015');
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps every refund and gives each the state its order says', async () => {
    const rows = await database.query<Record<string, unknown>>(
      `select refund_id, status, idempotency_key, attempts, sent_at is not null as sent, settled_at is not null as settled
       from refunds order by refund_id`,
    );
    expect(rows).toEqual([
      {
        refund_id: 'R-DONE',
        status: 'SUCCEEDED',
        idempotency_key: 'order:O-DONE:refund',
        attempts: 1,
        sent: true,
        settled: true,
      },
      {
        refund_id: 'R-FREE',
        status: 'REQUESTED',
        idempotency_key: 'order:O-FREE:refund',
        attempts: 0,
        sent: false,
        settled: false,
      },
      {
        refund_id: 'R-LEFT',
        status: 'SENT',
        idempotency_key: 'order:O-LEFT:refund',
        attempts: 1,
        sent: true,
        settled: false,
      },
    ]);
  });

  it('then holds the new rules: one live refund per order', async () => {
    await expect(
      database.query(
        `insert into refunds (refund_id, order_id, amount_cents, reason, created_by, idempotency_key)
         values ('R-TWICE', 'O-LEFT', 800, 'again', 'U1', 'order:O-LEFT:refund')`,
      ),
    ).rejects.toThrow(/refunds_one_live_per_order_idx/);
  });
});
