ALTER TABLE "memberships" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_duration" CHECK ("memberships"."duration_months" in (1, 3));--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_period" CHECK ("memberships"."ends_at" > "memberships"."starts_at");--> statement-breakpoint
CREATE TABLE "member_credit_entries" (
	"entry_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"entry_key" text NOT NULL,
	"credits" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"membership_id" text,
	"reservation_id" text,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_credit_entries_entry_key_unique" UNIQUE("entry_key"),
	CONSTRAINT "member_credit_entries_kind" CHECK ("member_credit_entries"."kind" in ('GRANT', 'SPEND', 'REFUND')),
	CONSTRAINT "member_credit_entries_balance" CHECK ("member_credit_entries"."balance_after" between 0 and 12)
);
--> statement-breakpoint
ALTER TABLE "member_credit_entries" ADD CONSTRAINT "member_credit_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_credit_entries" ADD CONSTRAINT "member_credit_entries_membership_id_memberships_membership_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("membership_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_credit_entries_user_idx" ON "member_credit_entries" USING btree ("user_id","entry_id");
--> statement-breakpoint
CREATE TABLE "membership_payments" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"duration_months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_payments" ADD CONSTRAINT "membership_payments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_payments_user_idx" ON "membership_payments" USING btree ("user_id");
