ALTER TABLE "events" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
-- Backfilled from the outbox history the publish step used to scan (event.updated is sent only for
-- published events); an event online now without such history was published when loaded.
UPDATE "events" e SET "first_published_at" = COALESCE(
  (SELECT min(o."created_at") FROM "event_outbox" o WHERE o."type" IN ('event.published', 'event.updated') AND o."subject"->>'event_id' = e."id"::text),
  CASE WHEN e."published" THEN e."updated_at" END
);
