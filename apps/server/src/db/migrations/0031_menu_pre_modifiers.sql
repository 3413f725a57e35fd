ALTER TABLE "option_groups" ADD COLUMN "allow_pre_modifiers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_by_name" text;