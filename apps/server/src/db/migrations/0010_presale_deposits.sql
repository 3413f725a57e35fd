ALTER TABLE "products" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_percent_range" CHECK ("products"."deposit_percent" is null or "products"."deposit_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_deposit_percent_range" CHECK ("order_items"."deposit_percent" is null or "order_items"."deposit_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_adds_up";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."tax_cents" + "orders"."tip_cents" - "orders"."discount_cents" - "orders"."balance_due_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_due_range" CHECK ("orders"."balance_due_cents" between 0 and "orders"."subtotal_cents");
