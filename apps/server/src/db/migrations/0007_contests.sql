ALTER TABLE "prizes" ADD COLUMN "odds_ppm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prizes" ADD CONSTRAINT "prizes_odds_range" CHECK ("prizes"."odds_ppm" between 0 and 1000000);--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "grant_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_signin_per_day_idx" ON "tickets" USING btree ("user_id","event_id","grant_day") WHERE "tickets"."source_type" = 'SIGNIN';--> statement-breakpoint
CREATE INDEX "tickets_usable_idx" ON "tickets" USING btree ("user_id","event_id","expires_at") WHERE "tickets"."used_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_claim_code_idx" ON "rewards" USING btree ("claim_code");--> statement-breakpoint
CREATE TABLE "prize_draws" (
	"draw_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"event_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"random_value" integer NOT NULL,
	"outcome" text NOT NULL,
	"prize_id" text,
	"reward_id" text,
	"odds" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_draws_ticket_unique" UNIQUE("ticket_id"),
	CONSTRAINT "prize_draws_outcome" CHECK ("prize_draws"."outcome" in ('WIN', 'LOSE', 'ALREADY_WON'))
);
--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_event_id_vendor_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."vendor_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_ticket_id_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("ticket_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_draws_event_idx" ON "prize_draws" USING btree ("event_id","created_at");
