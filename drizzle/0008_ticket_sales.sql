CREATE TABLE "event_access_codes" (
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"tier_ids" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_coupons" (
	"event_id" integer NOT NULL,
	"code" text NOT NULL,
	"percentage" integer,
	"amount" numeric(12, 2),
	"min_order_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_checkout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"crew_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"subtotal_amount" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"fee_amount" integer NOT NULL,
	"amount_total" integer NOT NULL,
	"discount" jsonb,
	"access_code" text,
	"buyer_email" text NOT NULL,
	"reference" text,
	"locale" text NOT NULL,
	"idempotency_key" text,
	"body_hash" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"url" text NOT NULL,
	"base_url" text NOT NULL,
	"order_id" uuid
);
--> statement-breakpoint
CREATE TABLE "ticket_holds" (
	"session_id" uuid NOT NULL,
	"tier_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_holds_session_id_tier_id_pk" PRIMARY KEY("session_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"locale" text,
	"status" text NOT NULL,
	"crew_id" uuid NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_access_codes" ADD CONSTRAINT "event_access_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_coupons" ADD CONSTRAINT "event_coupons_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_holds" ADD CONSTRAINT "ticket_holds_session_id_ticket_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ticket_checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_access_codes_code_idx" ON "event_access_codes" USING btree ("event_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "event_coupons_code_idx" ON "event_coupons" USING btree ("event_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_checkout_sessions_idempotency_idx" ON "ticket_checkout_sessions" USING btree ("crew_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ticket_checkout_sessions_provider_idx" ON "ticket_checkout_sessions" USING btree ("provider_session_id");--> statement-breakpoint
CREATE INDEX "ticket_holds_tier_idx" ON "ticket_holds" USING btree ("tier_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_owner_email_idx" ON "newsletter_subscriptions" USING btree ("owner_type","owner_id",lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_confirm_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");