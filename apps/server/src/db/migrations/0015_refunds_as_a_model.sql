CREATE TYPE "public"."refund_status" AS ENUM('REQUESTED', 'SENT', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_order_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "status" "refund_status" DEFAULT 'REQUESTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The refunds already stored (decision 023). A refund whose order is REFUNDED succeeded. Any other is a claim whose
-- call may have asked the provider before it stopped: SENT (a free order's: REQUESTED, nothing is sent), which the
-- refunds sweep sends again under the same key and settles. Every one had the order's refund key.
UPDATE "refunds" AS r SET
  "idempotency_key" = 'order:' || r."order_id" || ':refund',
  "status" = CASE
    WHEN o."status" = 'REFUNDED' AND (r."amount_cents" = 0 OR r."provider_refund_id" IS NOT NULL) THEN 'SUCCEEDED'
    WHEN r."amount_cents" = 0 THEN 'REQUESTED'
    ELSE 'SENT'
  END::"refund_status",
  "attempts" = CASE WHEN r."amount_cents" = 0 THEN 0 ELSE 1 END,
  "sent_at" = CASE WHEN r."amount_cents" = 0 THEN NULL ELSE r."created_at" END,
  "settled_at" = CASE
    WHEN o."status" = 'REFUNDED' AND (r."amount_cents" = 0 OR r."provider_refund_id" IS NOT NULL)
    THEN coalesce(o."refunded_at", r."created_at")
  END,
  "updated_at" = coalesce(o."refunded_at", r."created_at")
FROM "orders" AS o
WHERE o."order_id" = r."order_id";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_live_per_order_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" <> 'FAILED';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_unsettled_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" in ('REQUESTED', 'SENT');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_nonnegative" CHECK ("refunds"."amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_attempts_nonnegative" CHECK ("refunds"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled_when_final" CHECK (("refunds"."status" in ('SUCCEEDED', 'FAILED')) = ("refunds"."settled_at" is not null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sent_has_time" CHECK ("refunds"."status" <> 'SENT' or "refunds"."sent_at" is not null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_succeeded_has_provider_id" CHECK ("refunds"."status" <> 'SUCCEEDED' or "refunds"."amount_cents" = 0 or "refunds"."provider_refund_id" is not null);
