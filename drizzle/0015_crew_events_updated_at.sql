DROP INDEX "crew_events_starts_idx";--> statement-breakpoint
ALTER TABLE "crew_events" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
-- Backfilled from the events (the graph holds only existing events), then required like theirs.
UPDATE "crew_events" ce SET "updated_at" = e."updated_at" FROM "events" e WHERE e."id" = ce."event_id";--> statement-breakpoint
ALTER TABLE "crew_events" ALTER COLUMN "updated_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "crew_events_starts_idx" ON "crew_events" USING btree ("crew_id","starts_at","event_id","updated_at");
