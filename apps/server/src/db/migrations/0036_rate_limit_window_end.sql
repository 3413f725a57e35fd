ALTER TABLE "rate_limit_counters" ADD COLUMN "window_end" timestamp with time zone;--> statement-breakpoint
-- Counters written before this column counted windows of a day at most (decision 066): a day past their start is
-- their window's end or later, so none is cleared while it still counts.
UPDATE "rate_limit_counters" SET "window_end" = "window_start" + interval '1 day';--> statement-breakpoint
ALTER TABLE "rate_limit_counters" ALTER COLUMN "window_end" SET NOT NULL;
