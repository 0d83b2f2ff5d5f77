CREATE TYPE "public"."order_fulfilment" AS ENUM('delivery', 'collection');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment" "order_fulfilment" DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offers_collection" boolean DEFAULT false NOT NULL;