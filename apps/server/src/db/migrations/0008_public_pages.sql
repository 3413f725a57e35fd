ALTER TABLE "short_codes" ADD COLUMN "vendor_id" text;--> statement-breakpoint
ALTER TABLE "short_codes" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "short_codes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "short_codes" ADD CONSTRAINT "short_codes_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_codes" ADD CONSTRAINT "short_codes_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "short_codes_vendor_idx" ON "short_codes" USING btree ("vendor_id","created_at");--> statement-breakpoint
ALTER TABLE "wristbands" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "wristbands" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wristbands" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wristbands" ADD CONSTRAINT "wristbands_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wristbands_vendor_idx" ON "wristbands" USING btree ("vendor_id","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "submission_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_submission_idx" ON "leads" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
