DROP INDEX "refunds_one_live_per_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "lines" jsonb;--> statement-breakpoint
-- Hand-added: what the refunds of a live database hold already (refunded orders, refunds in full under way).
UPDATE "orders" SET "refunded_cents" = "total_cents" WHERE "status" = 'REFUNDED' OR "order_id" IN (SELECT "order_id" FROM "refunds" WHERE "status" IN ('REQUESTED', 'SENT') AND "created_by" <> 'system');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_full_per_order_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" <> 'FAILED' and "refunds"."lines" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_range" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");