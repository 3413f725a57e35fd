UPDATE "products" SET "quantity_available" = 0 WHERE "quantity_available" < 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_nonnegative" CHECK ("products"."quantity_available" is null or "products"."quantity_available" >= 0);--> statement-breakpoint
CREATE INDEX "orders_in_progress_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'IN_PROGRESS';
