CREATE TABLE "account_deletions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"purge_after" timestamp with time zone,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_deletions_waiting_idx" ON "account_deletions" USING btree ("requested_at") WHERE "account_deletions"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "account_deletions_purge_idx" ON "account_deletions" USING btree ("purge_after") WHERE "account_deletions"."status" = 'completed' and "account_deletions"."purged_at" is null;--> statement-breakpoint
-- POPIA s24 on append-only tables (docs/decisions/067-privacy-export-and-deletion.md). They still refuse UPDATE and
-- DELETE, except inside the account-deletion transaction, which sets lekker.privacy = 'redact' for itself (SET LOCAL):
-- then only the columns named as the trigger's arguments may change (a person's e-mail in the audit log, their
-- name, e-mail and phone in a PayFast notification's payload); every other column must stay as it was. The 5-year
-- purge sets lekker.privacy = 'purge' and may then delete a deleted customer's financial rows past their retention.
CREATE OR REPLACE FUNCTION "append_only_except_privacy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND TG_NARGS > 0 AND current_setting('lekker.privacy', true) = 'redact'
		AND (to_jsonb(NEW) - TG_ARGV::text[]) = (to_jsonb(OLD) - TG_ARGV::text[]) THEN
		RETURN NEW;
	END IF;
	IF TG_OP = 'DELETE' AND TG_TABLE_NAME <> 'audit_log' AND current_setting('lekker.privacy', true) = 'purge' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
DROP TRIGGER "ledger_lines_append_only" ON "ledger_lines";--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION "append_only_except_privacy"();--> statement-breakpoint
DROP TRIGGER "audit_log_append_only" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "append_only_except_privacy"('actor_email', 'summary', 'details');--> statement-breakpoint
DROP TRIGGER "order_payments_append_only" ON "order_payments";--> statement-breakpoint
CREATE TRIGGER "order_payments_append_only" BEFORE UPDATE OR DELETE ON "order_payments" FOR EACH ROW EXECUTE FUNCTION "append_only_except_privacy"();--> statement-breakpoint
DROP TRIGGER "payment_notifications_append_only" ON "payment_notifications";--> statement-breakpoint
CREATE TRIGGER "payment_notifications_append_only" BEFORE UPDATE OR DELETE ON "payment_notifications" FOR EACH ROW EXECUTE FUNCTION "append_only_except_privacy"('payload');
