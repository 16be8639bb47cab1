CREATE TABLE "usage_errors" (
	"key_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"code" text NOT NULL,
	"route" text NOT NULL,
	"count" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"last_request_id" text NOT NULL,
	CONSTRAINT "usage_errors_key_id_hour_code_route_pk" PRIMARY KEY("key_id","hour","code","route")
);
--> statement-breakpoint
CREATE TABLE "usage_minutes" (
	"key_id" uuid NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"requests" integer NOT NULL,
	"work" integer NOT NULL,
	"cached" integer NOT NULL,
	"rate_limited" integer NOT NULL,
	"client_errors" integer NOT NULL,
	"server_errors" integer NOT NULL,
	CONSTRAINT "usage_minutes_key_id_minute_pk" PRIMARY KEY("key_id","minute")
);
