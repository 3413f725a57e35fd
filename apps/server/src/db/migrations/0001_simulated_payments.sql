CREATE TABLE "simulated_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "simulated_refunds_amount" CHECK ("simulated_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "metadata" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "simulated_refunds" ADD CONSTRAINT "simulated_refunds_payment_intent_id_payment_intents_payment_intent_id_fk" FOREIGN KEY ("payment_intent_id") REFERENCES "public"."payment_intents"("payment_intent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulated_refunds_intent_idx" ON "simulated_refunds" USING btree ("payment_intent_id");