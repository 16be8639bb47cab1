CREATE TABLE "idempotency_records" (
	"surface" text NOT NULL,
	"principal" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text NOT NULL,
	"token" uuid NOT NULL,
	"answer_status" integer,
	"answer_body" text,
	"answer_headers" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_records_surface_principal_key_pk" PRIMARY KEY("surface","principal","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_records_created_idx" ON "idempotency_records" USING btree ("created_at");