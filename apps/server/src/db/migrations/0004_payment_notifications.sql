CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source_ip" text NOT NULL,
	"m_payment_id" text,
	"pf_payment_id" text,
	"payment_status" text,
	"amount_gross" text,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "payment_notifications_pf_payment_idx" ON "payment_notifications" USING btree ("pf_payment_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_m_payment_idx" ON "payment_notifications" USING btree ("m_payment_id");