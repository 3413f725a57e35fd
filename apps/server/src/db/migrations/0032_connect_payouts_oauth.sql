CREATE TABLE "connect_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_payouts" (
	"payout_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"arrival_date" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"event_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_payment_accounts" ADD COLUMN "account_type" text DEFAULT 'express' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_payment_accounts" ADD COLUMN "state_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_payment_accounts" ADD COLUMN "payment_method_domain_id" text;--> statement-breakpoint
ALTER TABLE "connect_oauth_states" ADD CONSTRAINT "connect_oauth_states_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_payouts" ADD CONSTRAINT "connect_payouts_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connect_oauth_states_expires_idx" ON "connect_oauth_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "connect_payouts_vendor_idx" ON "connect_payouts" USING btree ("vendor_id","arrival_date");