ALTER TABLE "crew_events" ADD COLUMN "venue_id" integer;--> statement-breakpoint
CREATE INDEX "crew_events_venue_idx" ON "crew_events" USING btree ("crew_id","venue_id");