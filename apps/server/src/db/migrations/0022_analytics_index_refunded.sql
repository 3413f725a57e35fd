-- Decision 077: reporting reads each order's refunded_cents (partial refunds), so the analytics index carries it too
-- and a period is still read from the index alone (decision 016). Same keys and condition as 0009's.
DROP INDEX IF EXISTS "orders_location_paid_idx";--> statement-breakpoint
CREATE INDEX "orders_location_paid_idx" ON "orders" USING btree ("vendor_location_id","paid_at","order_id") INCLUDE ("status","user_id","subtotal_cents","tax_cents","tip_cents","total_cents","refunded_cents") WHERE "orders"."paid_at" is not null;
