CREATE TABLE "print_jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"printer_id" text NOT NULL,
	"kind" text NOT NULL,
	"ticket_id" text,
	"order_id" text,
	"is_reprint" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_token" text,
	"leased_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"printed_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"result_code" text,
	CONSTRAINT "print_jobs_kind" CHECK ("print_jobs"."kind" in ('ticket', 'receipt', 'test')),
	CONSTRAINT "print_jobs_printed_or_dropped" CHECK ("print_jobs"."printed_at" is null or "print_jobs"."dropped_at" is null)
);
--> statement-breakpoint
CREATE TABLE "printer_stations" (
	"printer_id" text NOT NULL,
	"station_id" text NOT NULL,
	CONSTRAINT "printer_stations_printer_id_station_id_pk" PRIMARY KEY("printer_id","station_id")
);
--> statement-breakpoint
CREATE TABLE "printers" (
	"printer_id" text PRIMARY KEY NOT NULL,
	"vendor_location_id" text NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"paper_width" integer DEFAULT 80 NOT NULL,
	"drop_after_minutes" integer,
	"last_poll_at" timestamp with time zone,
	"last_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "printers_paper_width" CHECK ("printers"."paper_width" in (58, 80)),
	CONSTRAINT "printers_drop_after" CHECK ("printers"."drop_after_minutes" is null or "printers"."drop_after_minutes" between 1 and 10080)
);
--> statement-breakpoint
CREATE TABLE "station_routes" (
	"route_id" serial PRIMARY KEY NOT NULL,
	"vendor_location_id" text NOT NULL,
	"station_id" text NOT NULL,
	"product_type" "product_type",
	"group_id" text,
	"product_id" text,
	CONSTRAINT "station_routes_one_key" CHECK (num_nonnulls("station_routes"."product_type", "station_routes"."group_id", "station_routes"."product_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "station_ticket_items" (
	"ticket_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"variant_name" text,
	"quantity" integer NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bumped_at" timestamp with time zone,
	CONSTRAINT "station_ticket_items_ticket_id_line_no_pk" PRIMARY KEY("ticket_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "station_tickets" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"station_id" text NOT NULL,
	"vendor_location_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	"is_id_check" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bumped_at" timestamp with time zone,
	"bumped_by" text,
	CONSTRAINT "station_tickets_bumped_by" CHECK (("station_tickets"."bumped_at" is null) = ("station_tickets"."bumped_by" is null))
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"station_id" text PRIMARY KEY NOT NULL,
	"vendor_location_id" text NOT NULL,
	"name" text NOT NULL,
	"sound" text DEFAULT 'chime' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "stations_sound_known" CHECK ("stations"."sound" in ('chime', 'bell', 'none'))
);
--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_printer_id_printers_printer_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("printer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_ticket_id_station_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."station_tickets"("ticket_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_stations" ADD CONSTRAINT "printer_stations_printer_id_printers_printer_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."printers"("printer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_stations" ADD CONSTRAINT "printer_stations_station_id_stations_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printers" ADD CONSTRAINT "printers_vendor_location_id_vendor_locations_vendor_location_id_fk" FOREIGN KEY ("vendor_location_id") REFERENCES "public"."vendor_locations"("vendor_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_routes" ADD CONSTRAINT "station_routes_vendor_location_id_vendor_locations_vendor_location_id_fk" FOREIGN KEY ("vendor_location_id") REFERENCES "public"."vendor_locations"("vendor_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_routes" ADD CONSTRAINT "station_routes_station_id_stations_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_ticket_items" ADD CONSTRAINT "station_ticket_items_ticket_id_station_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."station_tickets"("ticket_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tickets" ADD CONSTRAINT "station_tickets_order_id_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tickets" ADD CONSTRAINT "station_tickets_station_id_stations_station_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("station_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_vendor_location_id_vendor_locations_vendor_location_id_fk" FOREIGN KEY ("vendor_location_id") REFERENCES "public"."vendor_locations"("vendor_location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_ticket_once_idx" ON "print_jobs" USING btree ("printer_id","ticket_id") WHERE "print_jobs"."kind" = 'ticket' and not "print_jobs"."is_reprint";--> statement-breakpoint
CREATE INDEX "print_jobs_pending_idx" ON "print_jobs" USING btree ("printer_id","seq") WHERE "print_jobs"."printed_at" is null and "print_jobs"."dropped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "printers_token_hash_idx" ON "printers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "station_routes_type_idx" ON "station_routes" USING btree ("vendor_location_id","product_type") WHERE "station_routes"."product_type" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "station_routes_group_idx" ON "station_routes" USING btree ("vendor_location_id","group_id") WHERE "station_routes"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "station_routes_product_idx" ON "station_routes" USING btree ("vendor_location_id","product_id") WHERE "station_routes"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "station_tickets_order_station_idx" ON "station_tickets" USING btree ("order_id","station_id");--> statement-breakpoint
CREATE INDEX "station_tickets_open_idx" ON "station_tickets" USING btree ("station_id","created_at") WHERE "station_tickets"."bumped_at" is null;--> statement-breakpoint
CREATE INDEX "station_tickets_bumped_idx" ON "station_tickets" USING btree ("station_id","bumped_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stations_location_name_idx" ON "stations" USING btree ("vendor_location_id",lower("name")) WHERE "stations"."removed_at" is null;