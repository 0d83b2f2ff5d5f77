ALTER TABLE "refunds" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "resolution" text;--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("sent_at") WHERE "refunds"."status" = 'pending';