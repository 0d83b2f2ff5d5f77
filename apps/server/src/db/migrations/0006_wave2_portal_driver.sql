CREATE TABLE "menu_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_categories_restaurant_name_uq" UNIQUE("restaurant_id","name")
);
--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "is_online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_profiles" ADD COLUMN "online_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_code_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_pay_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "driver_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "cooks_without_power" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "closed_dates" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "load_shedding" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "went_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_categories_restaurant_sort_idx" ON "menu_categories" USING btree ("restaurant_id","sort_order");--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill: every distinct text category becomes a menu category, in name order, and items point at it.
INSERT INTO "menu_categories" ("restaurant_id", "name", "sort_order")
SELECT "restaurant_id", "category", (row_number() OVER (PARTITION BY "restaurant_id" ORDER BY "category"))::int - 1
FROM (SELECT DISTINCT "restaurant_id", "category" FROM "menu_items" WHERE "category" IS NOT NULL AND "category" <> '') c;--> statement-breakpoint
UPDATE "menu_items" m SET "category_id" = c."id" FROM "menu_categories" c
WHERE c."restaurant_id" = m."restaurant_id" AND c."name" = m."category";--> statement-breakpoint
-- Venues that were already active count as live.
UPDATE "restaurants" SET "went_live_at" = "created_at" WHERE "is_active";
