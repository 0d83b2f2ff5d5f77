CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"every_seconds" integer NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"runs" integer DEFAULT 0 NOT NULL
);
