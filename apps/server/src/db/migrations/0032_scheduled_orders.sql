ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "scheduling_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "scheduling_lead_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_waiting_release_idx" ON "orders" USING btree ("release_at") WHERE "orders"."scheduled_for" is not null and "orders"."released_at" is null;