ALTER TABLE "webhook_deliveries" ADD COLUMN "schedule_from" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "resends" integer DEFAULT 0 NOT NULL;