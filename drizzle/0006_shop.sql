CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"crew_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"seller_type" text NOT NULL,
	"seller_id" integer NOT NULL,
	"event_id" integer,
	"mode" text NOT NULL,
	"country" text,
	"lines" jsonb NOT NULL,
	"pricing" jsonb NOT NULL,
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
CREATE TABLE "event_shops" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"open" boolean NOT NULL,
	"product_ids" uuid[],
	"pickup_open" boolean,
	"pickup_cutoff_at" timestamp with time zone,
	"pickup_instructions" text
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"seller_type" text NOT NULL,
	"seller_id" integer NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"amount_cents" integer,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_type" text NOT NULL,
	"seller_id" integer NOT NULL,
	"position" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"published" boolean NOT NULL,
	"exclusive" boolean NOT NULL,
	"fulfilment_modes" text[] NOT NULL,
	"country_rule" text NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"manufacturer" jsonb NOT NULL,
	"eu_responsible" jsonb,
	"safety_info" text,
	"preparation_days" integer DEFAULT 0 NOT NULL,
	"preorder_ships_on" date,
	"preorder_ends_on" date
);
--> statement-breakpoint
CREATE TABLE "shop_shipping_options" (
	"seller_type" text NOT NULL,
	"seller_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"carrier" text,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"address" text,
	"instructions" text,
	"amount_cents" integer NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	CONSTRAINT "shop_shipping_options_seller_type_seller_id_key_pk" PRIMARY KEY("seller_type","seller_id","key")
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer,
	"max_per_order" integer DEFAULT 10 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"seller_type" text NOT NULL,
	"seller_id" integer NOT NULL,
	"open" boolean NOT NULL,
	"payment_account" text,
	"ready_to_sell" boolean NOT NULL,
	"currency" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"company_number" text,
	"contact_email" text NOT NULL,
	"vat_regime" text NOT NULL,
	"return_shipping_paid_by" text NOT NULL,
	"installments" jsonb,
	CONSTRAINT "shops_seller_type_seller_id_pk" PRIMARY KEY("seller_type","seller_id")
);
--> statement-breakpoint
CREATE TABLE "stock_holds" (
	"session_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_holds_session_id_variant_id_pk" PRIMARY KEY("session_id","variant_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'tickets' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merch" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_session_id" uuid;--> statement-breakpoint
ALTER TABLE "event_shops" ADD CONSTRAINT "event_shops_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD CONSTRAINT "stock_holds_session_id_checkout_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_idempotency_idx" ON "checkout_sessions" USING btree ("crew_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "checkout_sessions_provider_idx" ON "checkout_sessions" USING btree ("provider_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupons_code_idx" ON "shop_coupons" USING btree ("seller_type","seller_id",lower("code"));--> statement-breakpoint
CREATE INDEX "shop_products_seller_idx" ON "shop_products" USING btree ("seller_type","seller_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_products_slug_idx" ON "shop_products" USING btree ("seller_type","seller_id","slug");--> statement-breakpoint
CREATE INDEX "shop_variants_product_idx" ON "shop_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "stock_holds_variant_idx" ON "stock_holds" USING btree ("variant_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_session_idx" ON "orders" USING btree ("checkout_session_id");