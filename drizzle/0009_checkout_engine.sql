-- One checkout engine: merch and ticket sessions in one table with a kind, their holds (stock,
-- tickets and now coupon uses) in one table. The rows there are moved, not dropped.
CREATE TABLE "checkout_holds" (
	"session_id" uuid NOT NULL,
	"item" text NOT NULL,
	"item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkout_holds_session_id_item_item_id_pk" PRIMARY KEY("session_id","item","item_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_account" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unfulfilled" text;--> statement-breakpoint
UPDATE "orders" SET "payment_ref" = "merch"->>'payment_ref' WHERE "kind" = 'merch' AND "merch" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "kind" text NOT NULL DEFAULT 'merch';--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "amount_total" integer;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "payment_account" text;--> statement-breakpoint
UPDATE "checkout_sessions" s SET
	"currency" = s."pricing"->>'currency',
	"amount_total" = (s."pricing"->>'total_cents')::integer,
	"details" = jsonb_build_object('kind', 'merch', 'seller', jsonb_build_object('type', s."seller_type", 'id', s."seller_id"), 'mode', s."mode", 'country', s."country", 'lines', s."lines", 'pricing', s."pricing"),
	"status" = CASE s."status" WHEN 'paid' THEN 'complete' ELSE s."status" END,
	"payment_account" = (SELECT sh."payment_account" FROM "shops" sh WHERE sh."seller_type" = s."seller_type" AND sh."seller_id" = s."seller_id");--> statement-breakpoint
-- Keys were unique per crew in each table; now per crew and kind, so the old index goes first.
DROP INDEX "checkout_sessions_idempotency_idx";--> statement-breakpoint
INSERT INTO "checkout_sessions" ("id", "kind", "crew_id", "key_id", "event_id", "currency", "amount_total", "details", "buyer_email", "reference", "locale", "idempotency_key", "body_hash", "status", "created_at", "expires_at", "provider", "provider_session_id", "url", "base_url", "order_id", "seller_type", "seller_id", "mode", "lines", "pricing")
	SELECT t."id", 'tickets', t."crew_id", t."key_id", t."event_id", t."currency", t."amount_total",
		jsonb_build_object('kind', 'tickets', 'lines', t."lines", 'subtotal_cents', t."subtotal_amount", 'discount_cents', t."discount_amount", 'fee_cents', t."fee_amount", 'discount', t."discount", 'access_code', t."access_code"),
		t."buyer_email", t."reference", t."locale", t."idempotency_key", t."body_hash", t."status", t."created_at", t."expires_at", t."provider", t."provider_session_id", t."url", t."base_url", t."order_id",
		'promoter', 0, 'delivery', '[]'::jsonb, '{}'::jsonb
	FROM "ticket_checkout_sessions" t;--> statement-breakpoint
INSERT INTO "checkout_holds" ("session_id", "item", "item_id", "quantity", "expires_at")
	SELECT "session_id", 'variant', "variant_id"::text, "quantity", "expires_at" FROM "stock_holds";--> statement-breakpoint
INSERT INTO "checkout_holds" ("session_id", "item", "item_id", "quantity", "expires_at")
	SELECT "session_id", 'tier', "tier_id", "quantity", "expires_at" FROM "ticket_holds";--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "amount_total" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ALTER COLUMN "details" SET NOT NULL;--> statement-breakpoint
DROP TABLE "stock_holds" CASCADE;--> statement-breakpoint
DROP TABLE "ticket_holds" CASCADE;--> statement-breakpoint
DROP TABLE "ticket_checkout_sessions" CASCADE;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_session_id_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_holds_item_idx" ON "checkout_holds" USING btree ("item","item_id","expires_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_idempotency_idx" ON "checkout_sessions" USING btree ("crew_id","kind","idempotency_key");--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP COLUMN "seller_type";--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP COLUMN "seller_id";--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP COLUMN "mode";--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP COLUMN "lines";--> statement-breakpoint
ALTER TABLE "checkout_sessions" DROP COLUMN "pricing";
