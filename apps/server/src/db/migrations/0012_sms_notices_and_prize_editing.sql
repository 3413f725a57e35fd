CREATE TABLE "sms_notices" (
	"notice_id" text PRIMARY KEY NOT NULL,
	"notice_key" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_notices_key_idx" ON "sms_notices" USING btree ("notice_key");
--> statement-breakpoint
CREATE INDEX "sms_notices_due_idx" ON "sms_notices" USING btree ("next_attempt_at") WHERE "sms_notices"."sent_at" is null and "sms_notices"."gave_up_at" is null;
--> statement-breakpoint
CREATE INDEX "rewards_prize_idx" ON "rewards" USING btree ("prize_id");
