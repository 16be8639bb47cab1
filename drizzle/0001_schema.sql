CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"crew_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"last4" text NOT NULL,
	"scopes" text[] NOT NULL,
	"websites" text[] DEFAULT '{}'::text[] NOT NULL,
	"storefront_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"rate_per_minute" integer,
	"rate_per_day" integer,
	"rotated_from_id" uuid,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "api_keys_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"description" text,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"links" jsonb,
	"is_verified" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"contact_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"ip" text NOT NULL,
	"request_id" text NOT NULL,
	"cache" text,
	"ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"crew_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"artist_ids" integer[] NOT NULL,
	"contact_email" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"event_name" text,
	"event_date" text,
	"venue" text,
	"city" text,
	"organization" text,
	"fee_offer" text,
	"capacity" text,
	"ticket_price" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crew_events" (
	"crew_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"via_promoter" boolean DEFAULT false NOT NULL,
	"via_venue" boolean DEFAULT false NOT NULL,
	"via_artist" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crew_events_crew_id_event_id_pk" PRIMARY KEY("crew_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"plan" text NOT NULL,
	"owner_email" text NOT NULL,
	CONSTRAINT "crews_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"crew_id" uuid,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"crew_id" uuid NOT NULL,
	"type" text NOT NULL,
	"subject" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_promoters" (
	"event_id" integer NOT NULL,
	"promoter_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_promoters_event_id_position_pk" PRIMARY KEY("event_id","position")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'event' NOT NULL,
	"timezone" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"image_url" text,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"venue_id" integer,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"timetable_published" boolean DEFAULT false NOT NULL,
	"stages" text[] DEFAULT '{}'::text[] NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"crew_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"owner_type" text NOT NULL,
	"owner_id" integer,
	"draft" boolean DEFAULT false NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"max_responses" integer,
	"responses" integer DEFAULT 0 NOT NULL,
	"captures_contact" boolean DEFAULT false NOT NULL,
	"definition_version" integer DEFAULT 1 NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_albums" (
	"id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"private" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" integer PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploading" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "genres_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lineup_set_artists" (
	"set_id" integer NOT NULL,
	"artist_id" integer NOT NULL,
	"position" integer NOT NULL,
	"event_id" integer NOT NULL,
	"confirmed" boolean NOT NULL,
	CONSTRAINT "lineup_set_artists_set_id_position_pk" PRIMARY KEY("set_id","position")
);
--> statement-breakpoint
CREATE TABLE "lineup_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"stage" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"confirmed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"hero_image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"draft" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_managers" (
	"crew_id" uuid NOT NULL,
	"page_type" text NOT NULL,
	"page_id" integer NOT NULL,
	CONSTRAINT "page_managers_crew_id_page_type_page_id_pk" PRIMARY KEY("crew_id","page_type","page_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"website_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presales" (
	"token" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" text NOT NULL,
	"draft" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"featured_mode" text DEFAULT 'none' NOT NULL,
	"registration_opens_at" timestamp with time zone,
	"registration_closes_at" timestamp with time zone,
	"teaser" jsonb NOT NULL,
	"hidden" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presskits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"artist_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"password_hash" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"style" jsonb NOT NULL,
	"bio_version" text DEFAULT 'short' NOT NULL,
	"bio_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"press_quotes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoters" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"description" text,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"links" jsonb,
	"is_verified" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"contact_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"fee" jsonb
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_tiers" (
	"id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"sale_start" timestamp with time zone NOT NULL,
	"sale_end" timestamp with time zone NOT NULL,
	"max_per_order" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"public" boolean DEFAULT true NOT NULL,
	"off_sale" boolean DEFAULT false NOT NULL,
	"bundle_size" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"description" text,
	"genre_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"links" jsonb,
	"is_verified" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"contact_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"address" text,
	"city" text,
	"country" text,
	"lat" double precision,
	"lng" double precision,
	"capacity" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_promoters" ADD CONSTRAINT "event_promoters_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_promoters" ADD CONSTRAINT "event_promoters_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_albums" ADD CONSTRAINT "gallery_albums_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_album_id_gallery_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."gallery_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_set_artists" ADD CONSTRAINT "lineup_set_artists_set_id_lineup_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."lineup_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_set_artists" ADD CONSTRAINT "lineup_set_artists_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineup_sets" ADD CONSTRAINT "lineup_sets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_managers" ADD CONSTRAINT "page_managers_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presales" ADD CONSTRAINT "presales_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presskits" ADD CONSTRAINT "presskits_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_crew_idx" ON "api_keys" USING btree ("crew_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_successor_idx" ON "api_keys" USING btree ("rotated_from_id");--> statement-breakpoint
CREATE INDEX "artists_name_idx" ON "artists" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "artists_genres_idx" ON "artists" USING gin ("genre_ids");--> statement-breakpoint
CREATE INDEX "artists_name_trgm_idx" ON "artists" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_key_idx" ON "audit_log" USING btree ("key_id","at");--> statement-breakpoint
CREATE INDEX "booking_requests_crew_idx" ON "booking_requests" USING btree ("crew_id","created_at");--> statement-breakpoint
CREATE INDEX "crew_events_starts_idx" ON "crew_events" USING btree ("crew_id","starts_at","event_id");--> statement-breakpoint
CREATE INDEX "event_outbox_pending_idx" ON "event_outbox" USING btree ("dispatched_at","created_at");--> statement-breakpoint
CREATE INDEX "event_promoters_promoter_idx" ON "event_promoters" USING btree ("promoter_id","event_id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "events_updated_idx" ON "events" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "events_genres_idx" ON "events" USING gin ("genre_ids");--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "forms_crew_slug_idx" ON "forms" USING btree ("crew_id","slug");--> statement-breakpoint
CREATE INDEX "gallery_albums_event_idx" ON "gallery_albums" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "gallery_photos_album_idx" ON "gallery_photos" USING btree ("album_id","position");--> statement-breakpoint
CREATE INDEX "lineup_set_artists_artist_idx" ON "lineup_set_artists" USING btree ("artist_id","confirmed","event_id");--> statement-breakpoint
CREATE INDEX "lineup_sets_event_idx" ON "lineup_sets" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "news_owner_idx" ON "news" USING btree ("owner_type","owner_id","published_at","id");--> statement-breakpoint
CREATE INDEX "page_managers_page_idx" ON "page_managers" USING btree ("page_type","page_id");--> statement-breakpoint
CREATE INDEX "partners_owner_idx" ON "partners" USING btree ("owner_type","owner_id","position");--> statement-breakpoint
CREATE INDEX "presales_event_idx" ON "presales" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "presskits_artist_idx" ON "presskits" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "promoters_name_idx" ON "promoters" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "promoters_name_trgm_idx" ON "promoters" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_tiers_event_idx" ON "ticket_tiers" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "venues_name_idx" ON "venues" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city");--> statement-breakpoint
CREATE INDEX "venues_country_idx" ON "venues" USING btree ("country");--> statement-breakpoint
CREATE INDEX "venues_name_trgm_idx" ON "venues" USING gin (lower("name") gin_trgm_ops);