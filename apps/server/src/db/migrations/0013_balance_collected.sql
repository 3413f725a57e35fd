ALTER TABLE "orders" ADD COLUMN "balance_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_collected_by" text;
