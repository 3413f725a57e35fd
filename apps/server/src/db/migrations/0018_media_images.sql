CREATE TABLE "media_images" (
	"image_id" text PRIMARY KEY NOT NULL,
	"vendor_id" text NOT NULL,
	"uploaded_by" text,
	"hash" text NOT NULL,
	"image_url" text NOT NULL,
	"urls" text[] NOT NULL,
	"storage_keys" text[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_vendor_id_vendors_vendor_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("vendor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_users_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_images_hash_idx" ON "media_images" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "media_images_unused_idx" ON "media_images" USING btree ("created_at") WHERE used_at is null;--> statement-breakpoint
CREATE INDEX "media_images_vendor_idx" ON "media_images" USING btree ("vendor_id","created_at");