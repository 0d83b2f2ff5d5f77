-- Only a positive amount is a payout (docs/decisions/046-payouts-closed-weeks-append-only.md): a driver's cash held
-- above their pay is a balance they owe, settled separately. NOT VALID: a row written before this rule stays as it
-- was (the table is append-only from here on, so history is never rewritten); every new row is checked.
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0) NOT VALID;--> statement-breakpoint
-- Append-only like the ledger and the audit log (migration 0009's "forbid_append_only_change"): a payout row is the
-- event "paid" and is never changed or removed; the money that came in (order_payments) and every PayFast
-- notification as it arrived (payment_notifications) are the payments' own records. Corrections are new rows.
CREATE TRIGGER "payouts_append_only" BEFORE UPDATE OR DELETE ON "payouts" FOR EACH ROW EXECUTE FUNCTION "forbid_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "payouts_no_truncate" BEFORE TRUNCATE ON "payouts" FOR EACH STATEMENT EXECUTE FUNCTION "forbid_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "order_payments_append_only" BEFORE UPDATE OR DELETE ON "order_payments" FOR EACH ROW EXECUTE FUNCTION "forbid_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "order_payments_no_truncate" BEFORE TRUNCATE ON "order_payments" FOR EACH STATEMENT EXECUTE FUNCTION "forbid_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "payment_notifications_append_only" BEFORE UPDATE OR DELETE ON "payment_notifications" FOR EACH ROW EXECUTE FUNCTION "forbid_append_only_change"();--> statement-breakpoint
CREATE TRIGGER "payment_notifications_no_truncate" BEFORE TRUNCATE ON "payment_notifications" FOR EACH STATEMENT EXECUTE FUNCTION "forbid_append_only_change"();
