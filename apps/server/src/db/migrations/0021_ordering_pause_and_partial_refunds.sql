DROP INDEX "refunds_one_live_per_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "lines" jsonb;--> statement-breakpoint
-- Hand-added: what the refunds of a live database hold already (refunded orders, refunds in full under way).
UPDATE "orders" SET "refunded_cents" = "total_cents" WHERE "status" = 'REFUNDED' OR "order_id" IN (SELECT "order_id" FROM "refunds" WHERE "status" IN ('REQUESTED', 'SENT') AND "created_by" <> 'system');--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "ordering_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "ordering_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "ordering_pause_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "max_orders_per_15_minutes" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_full_per_order_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" <> 'FAILED' and "refunds"."lines" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_range" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_pause_shape" CHECK ("vendor_locations"."ordering_paused_at" is not null or ("vendor_locations"."ordering_paused_until" is null and "vendor_locations"."ordering_pause_reason" is null));--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_cap_range" CHECK ("vendor_locations"."max_orders_per_15_minutes" is null or "vendor_locations"."max_orders_per_15_minutes" between 1 and 10000);