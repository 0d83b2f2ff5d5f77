CREATE TABLE "account_suspensions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"suspended_by" text
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "live_before_suspension" boolean;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Venues an admin suspended before this column existed (a reason kept, not active): suspended since their last
-- change; they were live before when they had ever gone live (docs/decisions/049-suspension-wins.md).
UPDATE "restaurants" SET "suspended_at" = "updated_at", "live_before_suspension" = ("went_live_at" IS NOT NULL)
  WHERE "suspended_reason" IS NOT NULL AND NOT "is_active";
