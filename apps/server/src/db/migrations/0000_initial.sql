CREATE TYPE "public"."event_status" AS ENUM('UPCOMING', 'IN_PROGRESS', 'COMPLETED');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('IN_PROGRESS', 'PAID', 'COMPLETE', 'REFUNDED');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('requires_payment_method', 'processing', 'succeeded', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('ALCOHOLIC_ITEM', 'NON_ALCOHOLIC_ITEM', 'FOOD_ITEM', 'MERCHANDISE', 'OTHER', 'UNKNOWN');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('PENDING', 'CONFIRMED', 'CHECKED_IN', 'CANCELLED', 'WAITLISTED');--> statement-breakpoint
CREATE TYPE "public"."reward_status" AS ENUM('PENDING', 'CLAIMED');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('STAFF', 'MANAGER', 'ADMIN', 'SUPER_ADMIN');--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text NOT NULL,
	"vendor_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_events" (
	"glevent_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"original_capacity" integer NOT NULL,
	"reserved_count" integer DEFAULT 0 NOT NULL,
	"glevent_status" "event_status" DEFAULT 'UPCOMING' NOT NULL,
	"venue_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"zip_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"event_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gl_events_capacity" CHECK ("gl_events"."reserved_count" >= 0 and "gl_events"."reserved_count" <= "gl_events"."original_capacity")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"lead_id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"available_credits" integer DEFAULT 0 NOT NULL,
	"social_sharing" boolean DEFAULT false NOT NULL,
	"show_in_whos_here" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_profiles_credits" CHECK ("member_profiles"."available_credits" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"membership_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"duration_months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_intent_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"variant_name" text,
	"product_type" "product_type" NOT NULL,
	"product_tax_code" text,
	"price_cents" integer NOT NULL,
	"discounted_price_cents" integer,
	"quantity" integer NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "order_items_quantity_range" CHECK ("order_items"."quantity" between 1 and 10),
	CONSTRAINT "order_items_price_nonnegative" CHECK ("order_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"vendor_location_id" text NOT NULL,
	"status" "order_status" DEFAULT 'IN_PROGRESS' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tip_cents" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"promotion_description" text,
	"vendor_address" jsonb,
	"payment_intent_id" text,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."tip_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."total_cents" >= 0),
	CONSTRAINT "orders_total_adds_up" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."tax_cents" + "orders"."tip_cents" - "orders"."discount_cents"),
	CONSTRAINT "orders_complete_has_time" CHECK ("orders"."status" <> 'COMPLETE' or "orders"."completed_at" is not null),
	CONSTRAINT "orders_refunded_has_time" CHECK ("orders"."status" <> 'REFUNDED' or "orders"."refunded_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" text,
	"purpose" text DEFAULT 'order' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "payment_status" DEFAULT 'requires_payment_method' NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_intents_amount" CHECK ("payment_intents"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "prizes" (
	"prize_id" text PRIMARY KEY NOT NULL,
	"contest_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"quantity_remaining" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prizes_remaining" CHECK ("prizes"."quantity_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"vendor_location_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"product_type" "product_type" NOT NULL,
	"group_id" text,
	"variant_name" text,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"display_order" integer DEFAULT 100 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"track_quantity" boolean DEFAULT false NOT NULL,
	"quantity_available" integer,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_tax_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_refund_id" text,
	"reason" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"reservation_id" text PRIMARY KEY NOT NULL,
	"glevent_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"reservation_status" "reservation_status" DEFAULT 'CONFIRMED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "reservations_quantity" CHECK ("reservations"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"reward_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"prize_id" text NOT NULL,
	"contest_id" text NOT NULL,
	"status" "reward_status" DEFAULT 'PENDING' NOT NULL,
	"claim_code" text NOT NULL,
	"claim_expiration" timestamp with time zone,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"claimed_by" text
);
--> statement-breakpoint
CREATE TABLE "short_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"request_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "sign_in_codes_attempts_range" CHECK ("sign_in_codes"."attempts" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	"source_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "vendor_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"event_name" text NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"ticketing_link" text,
	"description" text,
	"status" "event_status" DEFAULT 'UPCOMING' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_locations" (
	"vendor_location_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"description" text NOT NULL,
	"show_splash_ads" text,
	"display_order" integer,
	"tax_rate_ppm" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_locations_id_upper" CHECK ("vendor_locations"."vendor_location_id" = upper("vendor_locations"."vendor_location_id")),
	CONSTRAINT "vendor_locations_tax_range" CHECK ("vendor_locations"."tax_rate_ppm" between 0 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "vendor_roles" (
	"vendor_id" text NOT NULL,
	"phone_number" text NOT NULL,
	"name" text NOT NULL,
	"role" "role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_roles_vendor_id_phone_number_pk" PRIMARY KEY("vendor_id","phone_number")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vendor_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"guestlist_enabled" boolean DEFAULT false NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wristbands" (
	"nfc_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text,
	"override_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gl_events" ADD CONSTRAINT "gl_events_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vendor_location_id_vendor_locations_vendor_location_id_fk" FOREIGN KEY ("vendor_location_id") REFERENCES "public"."vendor_locations"("vendor_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_contest_id_vendor_events_event_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."vendor_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_location_id_vendor_locations_vendor_location_id_fk" FOREIGN KEY ("vendor_location_id") REFERENCES "public"."vendor_locations"("vendor_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_glevent_id_gl_events_glevent_id_fk" FOREIGN KEY ("glevent_id") REFERENCES "public"."gl_events"("glevent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_prize_id_prizes_prize_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."prizes"("prize_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_vendor_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."vendor_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_events" ADD CONSTRAINT "vendor_events_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_roles" ADD CONSTRAINT "vendor_roles_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wristbands" ADD CONSTRAINT "wristbands_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_vendor_created_idx" ON "audit_log" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "dev_sms_outbox_to_idx" ON "dev_sms_outbox" USING btree ("to_number","sent_at");--> statement-breakpoint
CREATE INDEX "gl_events_vendor_start_idx" ON "gl_events" USING btree ("vendor_id","start_time");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_line_idx" ON "order_items" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_location_created_idx" ON "orders" USING btree ("vendor_location_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_location_completed_idx" ON "orders" USING btree ("vendor_location_id","completed_at");--> statement-breakpoint
CREATE INDEX "payment_intents_order_idx" ON "payment_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "prizes_contest_idx" ON "prizes" USING btree ("contest_id");--> statement-breakpoint
CREATE INDEX "products_location_idx" ON "products" USING btree ("vendor_location_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "reservations_event_idx" ON "reservations" USING btree ("glevent_id");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_per_event_idx" ON "reservations" USING btree ("glevent_id","user_id") WHERE "reservations"."reservation_status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "rewards_user_idx" ON "rewards" USING btree ("user_id","won_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_one_per_contest_idx" ON "rewards" USING btree ("user_id","contest_id");--> statement-breakpoint
CREATE INDEX "sign_in_codes_phone_created_idx" ON "sign_in_codes" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "tickets_user_event_idx" ON "tickets" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "vendor_events_vendor_status_idx" ON "vendor_events" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "vendor_locations_vendor_idx" ON "vendor_locations" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "vendor_roles_phone_idx" ON "vendor_roles" USING btree ("phone_number");