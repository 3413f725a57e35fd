CREATE TABLE "device_scans" (
	"scan_id" text PRIMARY KEY NOT NULL,
	"device_id" text NOT NULL,
	"vendor_id" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"was_offline" boolean NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"first_use" jsonb,
	CONSTRAINT "device_scans_kind" CHECK ("device_scans"."kind" in ('check_in', 'hand_over')),
	CONSTRAINT "device_scans_outcome" CHECK ("device_scans"."outcome" in ('applied', 'conflict', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"device_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text NOT NULL,
	"vendor_location_id" text,
	"glevent_id" text,
	"accepts_unknown_codes" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"enrolled_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"last_sync_at" timestamp with time zone,
	"waiting_count" integer DEFAULT 0 NOT NULL,
	"offline_since" timestamp with time zone,
	CONSTRAINT "devices_one_scope" CHECK (("devices"."vendor_location_id" is null) <> ("devices"."glevent_id" is null))
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "device_scans" ADD CONSTRAINT "device_scans_device_id_devices_device_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("device_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_scans" ADD CONSTRAINT "device_scans_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_scans_report_idx" ON "device_scans" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "device_scans_target_idx" ON "device_scans" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_hash_idx" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "devices_vendor_idx" ON "devices" USING btree ("vendor_id","created_at");