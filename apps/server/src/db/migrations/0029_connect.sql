CREATE TABLE "connect_charges" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"application_fee_cents" integer NOT NULL,
	"fee_refund" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connect_charges_fee" CHECK ("connect_charges"."application_fee_cents" between 0 and "connect_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "connect_disputes" (
	"dispute_id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connect_fee_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_refunded_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connect_fee_refunds_amounts" CHECK ("connect_fee_refunds"."amount_cents" > 0 and "connect_fee_refunds"."fee_refunded_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_payment_accounts" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"model" text DEFAULT 'platform' NOT NULL,
	"fee_percent_basis_points" integer DEFAULT 0 NOT NULL,
	"fee_fixed_cents" integer DEFAULT 0 NOT NULL,
	"fee_refund" text DEFAULT 'proportional' NOT NULL,
	"account_id" text,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payout_failed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_payment_accounts_account_id_unique" UNIQUE("account_id"),
	CONSTRAINT "vendor_payment_accounts_model" CHECK ("vendor_payment_accounts"."model" in ('platform', 'connect')),
	CONSTRAINT "vendor_payment_accounts_fee_refund" CHECK ("vendor_payment_accounts"."fee_refund" in ('proportional', 'keep')),
	CONSTRAINT "vendor_payment_accounts_fee_percent" CHECK ("vendor_payment_accounts"."fee_percent_basis_points" between 0 and 3000),
	CONSTRAINT "vendor_payment_accounts_fee_fixed" CHECK ("vendor_payment_accounts"."fee_fixed_cents" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "simulated_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"onboarding_secret" text NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_accounts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "application_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "simulated_refunds" ADD COLUMN "application_fee_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "connect_charges" ADD CONSTRAINT "connect_charges_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_disputes" ADD CONSTRAINT "connect_disputes_payment_intent_id_connect_charges_payment_intent_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."connect_charges"("payment_intent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connect_fee_refunds" ADD CONSTRAINT "connect_fee_refunds_payment_intent_id_connect_charges_payment_intent_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."connect_charges"("payment_intent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_payment_accounts" ADD CONSTRAINT "vendor_payment_accounts_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connect_charges_order_idx" ON "connect_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "connect_charges_vendor_idx" ON "connect_charges" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "connect_fee_refunds_intent_idx" ON "connect_fee_refunds" USING btree ("payment_intent_id");