ALTER TYPE "public"."order_status" ADD VALUE 'undeliverable';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'handover_review';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "leave_at_door" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "doorstep_wait_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "doorstep_photo_path" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "doorstep_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "undeliverable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handover_review_at" timestamp with time zone;