CREATE TABLE "discount_claims" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_claims_order_uq" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "order_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"pf_payment_id" text,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "discount_claims" ADD CONSTRAINT "discount_claims_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_claims" ADD CONSTRAINT "discount_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD CONSTRAINT "order_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_outbox_pending_idx" ON "order_outbox" USING btree ("created_at") WHERE "order_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_pf_payment_uq" ON "refunds" USING btree ("pf_payment_id");--> statement-breakpoint
CREATE INDEX "refunds_owed_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'owed';--> statement-breakpoint
-- Customers who already have a discounted order that is not cancelled hold their claim through it.
INSERT INTO "discount_claims" ("customer_id", "order_id", "claimed_at")
SELECT DISTINCT ON ("customer_id") "customer_id", "id", "created_at" FROM "orders"
WHERE "discount_cents" > 0 AND "status" <> 'cancelled'
ORDER BY "customer_id", "created_at";
