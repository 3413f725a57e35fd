CREATE TABLE "option_groups" (
	"option_group_id" text PRIMARY KEY NOT NULL,
	"vendor_location_id" text NOT NULL,
	"name" text NOT NULL,
	"min_selections" integer DEFAULT 0 NOT NULL,
	"max_selections" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "option_groups_selections" CHECK ("option_groups"."min_selections" >= 0 and "option_groups"."max_selections" between 1 and 50 and "option_groups"."min_selections" <= "option_groups"."max_selections"),
	CONSTRAINT "option_groups_name_length" CHECK (char_length("option_groups"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "options" (
	"option_id" text PRIMARY KEY NOT NULL,
	"option_group_id" text NOT NULL,
	"name" text NOT NULL,
	"price_delta_cents" integer DEFAULT 0 NOT NULL,
	"kitchen_name" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"track_quantity" boolean DEFAULT false NOT NULL,
	"quantity_available" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"allergens" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_quantity_nonnegative" CHECK ("options"."quantity_available" is null or "options"."quantity_available" >= 0),
	CONSTRAINT "options_quantity_max" CHECK ("options"."quantity_available" <= 1000000),
	CONSTRAINT "options_max_quantity_range" CHECK ("options"."max_quantity" between 1 and 10),
	CONSTRAINT "options_price_delta_range" CHECK ("options"."price_delta_cents" between -99999999 and 99999999),
	CONSTRAINT "options_name_length" CHECK (char_length("options"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "product_option_groups" (
	"product_id" text NOT NULL,
	"option_group_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_option_groups_product_id_option_group_id_pk" PRIMARY KEY("product_id","option_group_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dietary" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "id_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "combo_slots" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "components" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "id_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD COLUMN "max_alcoholic_items_per_order" integer;--> statement-breakpoint
ALTER TABLE "option_groups" ADD CONSTRAINT "option_groups_vendor_location_id_vendor_locations_vendor_location_id_fk" FOREIGN KEY ("vendor_location_id") REFERENCES "public"."vendor_locations"("vendor_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_option_group_id_option_groups_option_group_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."option_groups"("option_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_product_id_products_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_groups" ADD CONSTRAINT "product_option_groups_option_group_id_option_groups_option_group_id_fk" FOREIGN KEY ("option_group_id") REFERENCES "public"."option_groups"("option_group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "option_groups_location_idx" ON "option_groups" USING btree ("vendor_location_id");--> statement-breakpoint
CREATE INDEX "options_group_idx" ON "options" USING btree ("option_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_groups_position_idx" ON "product_option_groups" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_option_groups_group_idx" ON "product_option_groups" USING btree ("option_group_id");--> statement-breakpoint
ALTER TABLE "vendor_locations" ADD CONSTRAINT "vendor_locations_max_alcoholic_range" CHECK ("vendor_locations"."max_alcoholic_items_per_order" is null or "vendor_locations"."max_alcoholic_items_per_order" between 1 and 100);--> statement-breakpoint
-- Alcoholic items are ID-checked by default (issue 39): the products already on menus too.
UPDATE "products" SET "id_required" = true WHERE "product_type" = 'ALCOHOLIC_ITEM';
