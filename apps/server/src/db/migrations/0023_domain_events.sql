-- Decision 078: domain events, written in the transaction of each change, and the durable consumers' cursors.
CREATE TABLE "domain_events" (
	"event_id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"vendor_id" text,
	"vendor_location_id" text,
	"aggregate_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"tx_id" "xid8" NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_read_idx" ON "domain_events" USING btree ("tx_id","event_id");--> statement-breakpoint
CREATE INDEX "domain_events_created_idx" ON "domain_events" USING btree ("created_at");