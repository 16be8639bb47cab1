-- The embedded database's worker (lib/root/worker.ts) listens on 'worker_wake' instead of asking
-- four times a second whether work waits: a write to a table whose rows make work for it tells it.
-- Only a session that listens is told: NOTIFY takes a lock that serialises the commits of every
-- transaction that sends one, so on a server, where no writing session listens, nothing is sent.
CREATE FUNCTION "notify_worker"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM pg_listening_channels() AS c WHERE c = 'worker_wake') THEN
    PERFORM pg_notify('worker_wake', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_outbox_wake" AFTER INSERT OR UPDATE ON "event_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "notify_worker"();--> statement-breakpoint
CREATE TRIGGER "webhook_deliveries_wake" AFTER INSERT OR UPDATE ON "webhook_deliveries" FOR EACH STATEMENT EXECUTE FUNCTION "notify_worker"();--> statement-breakpoint
-- A webhook turned on: the deliveries it held while off are due. (Its other columns make no work, and the
-- every-minute clearing of old secrets would otherwise wake the worker each time, even changing no row.)
CREATE TRIGGER "webhooks_wake" AFTER UPDATE OF "state" ON "webhooks" FOR EACH STATEMENT EXECUTE FUNCTION "notify_worker"();--> statement-breakpoint
CREATE TRIGGER "mail_outbox_wake" AFTER INSERT OR UPDATE ON "mail_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "notify_worker"();
