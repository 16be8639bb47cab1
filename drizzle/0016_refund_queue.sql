ALTER TABLE "order_refunds" ADD COLUMN "status" text DEFAULT 'refunded' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "origin" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_refunds_due_idx" ON "order_refunds" USING btree ("next_attempt_at") WHERE status = 'owed';--> statement-breakpoint
-- Refunds recorded before the ledger moved money when they were written.
UPDATE "order_refunds" SET "refunded_at" = "created_at" WHERE "refunded_at" IS NULL;--> statement-breakpoint
UPDATE "order_refunds" r SET "origin" = 'late_payment' FROM "orders" o WHERE o."id" = r."order_id" AND o."unfulfilled" IS NOT NULL;--> statement-breakpoint
-- A late payment still owed its refund joins the queue, due now, with the idempotency key its tries have always sent.
INSERT INTO "order_refunds" ("id", "order_id", "amount", "created_at", "status", "origin", "idempotency_key", "attempts", "next_attempt_at")
  SELECT gen_random_uuid(), o."id", o."amount_total" - o."amount_refunded", o."created_at", 'owed', 'late_payment', 'order-' || o."id" || '-unfulfilled', 0, now()
  FROM "orders" o
  WHERE o."unfulfilled" IS NOT NULL AND o."amount_refunded" < o."amount_total" AND o."payment_provider" IN ('stripe', 'sandbox');
