CREATE TABLE "door_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"driver_id" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"pf_payment_id" text,
	CONSTRAINT "door_payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "door_payments_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "door_payments" ADD CONSTRAINT "door_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_payments" ADD CONSTRAINT "door_payments_driver_id_user_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "door_payments_driver_idx" ON "door_payments" USING btree ("driver_id");