-- Decision 086 (issue 37, F11): numbers that grow have their documented maximum in the database too. A count past it
-- (stock adjusted up to 2,147,000,000 before the service checked) is brought down to the maximum first.
UPDATE "prizes" SET "quantity_remaining" = 100000 WHERE "quantity_remaining" > 100000;--> statement-breakpoint
UPDATE "gl_events" SET "original_capacity" = 100000 WHERE "original_capacity" > 100000;--> statement-breakpoint
UPDATE "products" SET "quantity_available" = 1000000 WHERE "quantity_available" > 1000000;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_remaining_max" CHECK ("prizes"."quantity_remaining" <= 100000);--> statement-breakpoint
ALTER TABLE "gl_events" ADD CONSTRAINT "gl_events_capacity_max" CHECK ("gl_events"."original_capacity" <= 100000);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_max" CHECK ("products"."quantity_available" <= 1000000);