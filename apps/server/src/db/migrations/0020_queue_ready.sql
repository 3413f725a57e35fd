ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "texts_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_text_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_location_queue_idx" ON "orders" USING btree ("vendor_location_id","paid_at","order_id") WHERE "orders"."status" = 'PAID';