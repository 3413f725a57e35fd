ALTER TABLE "vendor_locations" ADD COLUMN "ordering_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "ordering_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "ordering_pause_reason" text;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "max_orders_per_15_minutes" integer;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_pause_shape" CHECK ("vendor_locations"."ordering_paused_at" is not null or ("vendor_locations"."ordering_paused_until" is null and "vendor_locations"."ordering_pause_reason" is null));--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_cap_range" CHECK ("vendor_locations"."max_orders_per_15_minutes" is null or "vendor_locations"."max_orders_per_15_minutes" between 1 and 10000);