CREATE TABLE "ambassador_badges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"icon" text NOT NULL,
	"rarity" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"status" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ambassador_members" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"instagram_handle" text,
	"locale" text,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"credit_balance" integer DEFAULT 0 NOT NULL,
	"badge_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"completed_quest_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"email_opt_out" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_program_events" (
	"program_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL,
	"percentage" integer,
	"amount" numeric,
	"min_order_amount" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "ambassador_program_events_program_id_event_id_pk" PRIMARY KEY("program_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "ambassador_programs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"signup_open" boolean NOT NULL,
	"seats_left" integer NOT NULL,
	"auto_approve" boolean NOT NULL,
	"discount_percentage" integer NOT NULL,
	"gamification" boolean NOT NULL,
	"credits" boolean NOT NULL,
	"labels" jsonb NOT NULL,
	"leaderboard_published" boolean NOT NULL,
	"leaderboard_metric" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_quests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"metric" text NOT NULL,
	"scope" text NOT NULL,
	"event_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"threshold" integer NOT NULL,
	"xp_reward" integer NOT NULL,
	"credit_reward" integer NOT NULL,
	"badge_id" uuid
);
--> statement-breakpoint
CREATE TABLE "ambassador_rewards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"cost" integer NOT NULL,
	"stock" integer,
	"max_per_member" integer NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"event_id" integer,
	"min_tier_id" uuid,
	"claim_prompt" text,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ambassador_tiers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"min_xp" integer NOT NULL,
	"color" text
);
--> statement-breakpoint
CREATE TABLE "ambassador_xp_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ambassador_badges" ADD CONSTRAINT "ambassador_badges_program_id_ambassador_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ambassador_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_claims" ADD CONSTRAINT "ambassador_claims_member_id_ambassador_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."ambassador_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_claims" ADD CONSTRAINT "ambassador_claims_reward_id_ambassador_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."ambassador_rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_ledger" ADD CONSTRAINT "ambassador_ledger_member_id_ambassador_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."ambassador_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_login_tokens" ADD CONSTRAINT "ambassador_login_tokens_member_id_ambassador_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."ambassador_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_members" ADD CONSTRAINT "ambassador_members_program_id_ambassador_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ambassador_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_program_events" ADD CONSTRAINT "ambassador_program_events_program_id_ambassador_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ambassador_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_quests" ADD CONSTRAINT "ambassador_quests_program_id_ambassador_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ambassador_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_rewards" ADD CONSTRAINT "ambassador_rewards_program_id_ambassador_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ambassador_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_sessions" ADD CONSTRAINT "ambassador_sessions_member_id_ambassador_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."ambassador_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_tiers" ADD CONSTRAINT "ambassador_tiers_program_id_ambassador_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."ambassador_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ambassador_xp_ledger" ADD CONSTRAINT "ambassador_xp_ledger_member_id_ambassador_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."ambassador_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambassador_badges_program_idx" ON "ambassador_badges" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "ambassador_claims_member_idx" ON "ambassador_claims" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ambassador_claims_reward_idx" ON "ambassador_claims" USING btree ("reward_id");--> statement-breakpoint
CREATE INDEX "ambassador_ledger_member_idx" ON "ambassador_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ambassador_members_code_idx" ON "ambassador_members" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "ambassador_members_phone_idx" ON "ambassador_members" USING btree ("program_id","phone");--> statement-breakpoint
CREATE INDEX "ambassador_members_program_idx" ON "ambassador_members" USING btree ("program_id","joined_at");--> statement-breakpoint
CREATE INDEX "ambassador_members_email_idx" ON "ambassador_members" USING btree ("program_id",lower("email"));--> statement-breakpoint
CREATE INDEX "ambassador_program_events_event_idx" ON "ambassador_program_events" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ambassador_programs_owner_idx" ON "ambassador_programs" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "ambassador_quests_program_idx" ON "ambassador_quests" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "ambassador_rewards_program_idx" ON "ambassador_rewards" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "ambassador_sessions_member_idx" ON "ambassador_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "ambassador_tiers_program_idx" ON "ambassador_tiers" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "ambassador_xp_ledger_member_idx" ON "ambassador_xp_ledger" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_ambassador_code_idx" ON "orders" USING btree (lower("ambassador_code"));