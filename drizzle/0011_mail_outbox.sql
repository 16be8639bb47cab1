CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"transport" text NOT NULL,
	"message_id" text
);
--> statement-breakpoint
-- The sandbox mailbox becomes the outbox's sandbox rows: every mail in it was delivered there.
INSERT INTO "mail_outbox" ("id", "to", "subject", "text", "html", "created_at", "status", "attempts", "sent_at", "transport")
SELECT "id", "to", "subject", "text", "html", "sent_at", 'sent', 1, "sent_at", 'sandbox' FROM "sandbox_emails";--> statement-breakpoint
DROP TABLE "sandbox_emails" CASCADE;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_mailbox_idx" ON "mail_outbox" USING btree ("transport","sent_at");