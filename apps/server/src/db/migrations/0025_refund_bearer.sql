ALTER TABLE "refunds" ADD COLUMN "bearer" text DEFAULT 'marketplace' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cause" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bearer_check" CHECK ("refunds"."bearer" in ('venue', 'marketplace'));