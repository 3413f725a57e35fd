import type { Database } from '../src/db/client.js';

/**
 * Orders whose refund fields disagree with their refund rows (decision 079): `refunded_cents` is the sum of the
 * refunds that hold part of the charge (a staff refund from its claim until it fails; the system's refund of an unfilled
 * sale once it succeeded), and a REFUNDED order's reason is one of its refunds that succeeded.
 */
export async function findRefundProjectionMismatches(database: Database) {
  return database.query<{ orderId: string; status: string; refundedCents: number; refundsHold: number }>(`
    select o.order_id as "orderId", o.status, o.refunded_cents as "refundedCents", coalesce(held.cents, 0) as "refundsHold"
      from orders o
      left join lateral (
        select sum(r.amount_cents)::int as cents
          from refunds r
         where r.order_id = o.order_id
           and case when r.created_by = 'system' then r.status = 'SUCCEEDED' else r.status <> 'FAILED' end
      ) held on true
     where o.refunded_cents <> coalesce(held.cents, 0)
        or (o.status = 'REFUNDED' and not exists (
              select 1 from refunds r
               where r.order_id = o.order_id and r.status = 'SUCCEEDED' and r.reason = o.refund_reason))
     order by o.order_id`);
}
