UPDATE "gl_events" SET "end_time" = "start_time" + interval '6 hours' WHERE "end_time" IS NULL;--> statement-breakpoint
ALTER TABLE "gl_events" ALTER COLUMN "end_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gl_events" ADD CONSTRAINT "gl_events_times" CHECK ("gl_events"."end_time" > "gl_events"."start_time");--> statement-breakpoint
ALTER TABLE "gl_events" ADD CONSTRAINT "gl_events_capacity_positive" CHECK ("gl_events"."original_capacity" >= 1);--> statement-breakpoint
CREATE INDEX "gl_events_location_idx" ON "gl_events" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "reservations_event_created_idx" ON "reservations" USING btree ("glevent_id","created_at");--> statement-breakpoint
DROP INDEX "reservations_event_idx";
