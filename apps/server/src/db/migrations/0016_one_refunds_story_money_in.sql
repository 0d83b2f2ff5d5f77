CREATE TABLE "order_payments" (
	"pf_payment_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "refunds_pf_payment_uq";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "origin" text DEFAULT 'owed' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_owed_payment_uq" ON "refunds" USING btree ("pf_payment_id") WHERE "refunds"."status" = 'owed';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_request_key_idx" ON "refunds" USING btree ("request_key") WHERE "refunds"."request_key" is not null;--> statement-breakpoint
-- Money received (docs/decisions/026-one-refunds-story.md): every order's own PayFast payment, and every other
-- payment a refund owed was recorded for (a second payment, a payment after cancelling).
INSERT INTO "order_payments" ("pf_payment_id", "order_id", "amount_cents", "received_at")
SELECT "pf_payment_id", "id", "total_cents", coalesce("placed_at", "updated_at") FROM "orders"
WHERE "pf_payment_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "order_payments" ("pf_payment_id", "order_id", "amount_cents", "received_at")
SELECT "pf_payment_id", "order_id", "amount_cents", "created_at" FROM "refunds"
WHERE "pf_payment_id" IS NOT NULL AND "order_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- What was already sent to the provider for a payment covers its refund owed first; what is left stays owed.
UPDATE "refunds" SET "amount_cents" = "refunds"."amount_cents" - coalesce((
  SELECT sum("payment_refunds"."amount_cents") FROM "payment_refunds"
  WHERE "payment_refunds"."pf_payment_id" = "refunds"."pf_payment_id" AND "payment_refunds"."status" <> 'failed'
), 0)
WHERE "refunds"."status" = 'owed';--> statement-breakpoint
DELETE FROM "refunds" WHERE "status" = 'refunded' OR "amount_cents" <= 0;--> statement-breakpoint
-- Refunds sent to the provider become rows of the same table, with the same ids (the ledger's `refund:<id>` lines
-- keep naming them).
INSERT INTO "refunds" (
  "id", "order_id", "pf_payment_id", "amount_cents", "reason", "status", "origin", "request_key",
  "provider_reference", "error", "requested_by", "created_at", "sent_at", "refunded_at"
)
SELECT
  "id", "order_id", "pf_payment_id", "amount_cents", "reason", "status", 'admin', "idempotency_key",
  "provider_reference", "error", "requested_by", "created_at", "created_at", "completed_at"
FROM "payment_refunds";
