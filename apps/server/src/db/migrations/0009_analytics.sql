ALTER TABLE "vendors" ADD COLUMN "time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL;
--> statement-breakpoint
CREATE TABLE "analytics_cache" (
	"vendor_id" text NOT NULL,
	"scope" text NOT NULL,
	"include_refunded" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_cache_pk" PRIMARY KEY("vendor_id","scope","include_refunded")
);
--> statement-breakpoint
ALTER TABLE "analytics_cache" ADD CONSTRAINT "analytics_cache_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_location_paid_idx" ON "orders" USING btree ("vendor_location_id","paid_at","order_id") INCLUDE ("status","user_id","subtotal_cents","tax_cents","tip_cents","total_cents") WHERE "orders"."paid_at" is not null;
--> statement-breakpoint
CREATE INDEX "orders_location_activity_idx" ON "orders" USING btree ("vendor_location_id",greatest("paid_at", "completed_at", "refunded_at") DESC,"order_id" DESC) WHERE "orders"."status" <> 'IN_PROGRESS';
--> statement-breakpoint
CREATE INDEX "orders_user_paid_idx" ON "orders" USING btree ("user_id","paid_at") INCLUDE ("vendor_location_id") WHERE "orders"."paid_at" is not null;
--> statement-breakpoint
CREATE INDEX "order_items_order_covering_idx" ON "order_items" USING btree ("order_id") INCLUDE ("product_id","quantity","price_cents","discounted_price_cents");
