CREATE TABLE "dispatch_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"driver_id" text NOT NULL,
	"wave" integer NOT NULL,
	"score" double precision NOT NULL,
	"travel_minutes" double precision NOT NULL,
	"distance_km" double precision NOT NULL,
	"status" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "dispatch_offers_order_driver_uq" UNIQUE("order_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "dispatch_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"wave" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_offers" ADD CONSTRAINT "dispatch_offers_driver_id_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_orders" ADD CONSTRAINT "dispatch_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_offers_driver_open_idx" ON "dispatch_offers" USING btree ("driver_id") WHERE "dispatch_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "dispatch_orders_due_idx" ON "dispatch_orders" USING btree ("next_at") WHERE "dispatch_orders"."state" in ('waiting', 'offering');