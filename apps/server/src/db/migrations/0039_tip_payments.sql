CREATE TABLE "tip_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pf_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "tip_payments_amount_range" CHECK ("tip_payments"."amount_cents" between 500 and 50000),
	CONSTRAINT "tip_payments_status" CHECK ("tip_payments"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "tip_payments_paid_at" CHECK (("tip_payments"."status" = 'paid') = ("tip_payments"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "tip_payments" ADD CONSTRAINT "tip_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_payments_order_uq" ON "tip_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tip_payments_pf_payment_idx" ON "tip_payments" USING btree ("pf_payment_id");