import { DELETED_CUSTOMER_NAME, DELETION_BLOCKING_STATUSES } from '@lekker/core/privacy';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? []) as Row[];

const blocking = sql.join(
  DELETION_BLOCKING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** PayFast fields that name the payer (docs/decisions/067-privacy-export-and-deletion.md#append-only-records). */
const PAYER_FIELDS = ['name_first', 'name_last', 'email_address', 'cell_number'];

/** Nested replace() calls that blank each identifier in a text expression. */
function scrubbed(expression: SQL, identifiers: string[]): SQL {
  return identifiers.reduce((acc, id) => sql`replace(${acc}, ${id}, '[deleted]')`, expression);
}

/** The files of a person that leave storage with them. */
export type StoredFile = { bucket: string; path: string };

/**
 * Account deletion's SQL (POPIA s24). `anonymise` must run inside one transaction: it sets lekker.privacy for
 * that transaction only, which is what lets the append-only tables' triggers accept the redaction.
 */
/** PayFast's m_payment_id of a customer's payments: their order numbers and their tips after delivery (`TIP-<id>`). */
const paymentRefs = (u: string) =>
  sql`select order_number from orders where customer_id = ${u}
    union all select 'TIP-' || t.id::text from tip_payments t join orders o on o.id = t.order_id
    where o.customer_id = ${u}`;

export function createPrivacyDeletionRepository(db: DbOrTx) {
  const run = async (query: SQL) => rowsOf(await db.execute(query));
  return {
    async activeOrderCount(userId: string): Promise<number> {
      const [row] = await run(sql`select count(*)::int as n from orders
        where (customer_id = ${userId} or driver_id = ${userId}) and status in (${blocking})`);
      return Number(row?.n ?? 0);
    },
    async deletionOf(userId: string) {
      const [row] =
        await run(sql`select status, requested_at, completed_at, purge_after from account_deletions
        where user_id = ${userId}`);
      return row as { status: 'waiting' | 'completed' } | undefined;
    },
    async markWaiting(userId: string, at: Date): Promise<void> {
      await run(sql`insert into account_deletions (user_id, status, requested_at) values (${userId}, 'waiting', ${at})
        on conflict (user_id) do nothing`);
    },
    /** Waiting deletions none of whose orders is under way any more. */
    async waitingReady(limit = 50): Promise<string[]> {
      const rows = await run(sql`select d.user_id from account_deletions d where d.status = 'waiting'
        and not exists (select 1 from orders o where (o.customer_id = d.user_id or o.driver_id = d.user_id)
          and o.status in (${blocking}))
        order by d.requested_at limit ${limit}`);
      return rows.map((r) => String(r.user_id));
    },
    /** Locks the person's account row: two deletions of one account run one after the other. */
    async lockUser(userId: string): Promise<{ email: string; name: string } | undefined> {
      const [row] = await run(sql`select email, name from "user" where id = ${userId} for update`);
      return row as { email: string; name: string } | undefined;
    },
    /** Every way the person is written down: e-mail, names, phone numbers (for scrubbing free text). */
    async identifiersOf(userId: string): Promise<string[]> {
      const rows = await run(sql`
        select email as v from "user" where id = ${userId}
        union select name from "user" where id = ${userId}
        union select full_name from profiles where user_id = ${userId}
        union select phone from profiles where user_id = ${userId}
        union select phone from driver_profiles where user_id = ${userId}
        union select verified_phone from phone_verifications where user_id = ${userId}
        union select pending_phone from phone_verifications where user_id = ${userId}
        union select phone from restaurant_applications where user_id = ${userId}`);
      // Longest first, so a full name is replaced before a part of it; very short values would hit other words.
      return rows
        .map((r) => (typeof r.v === 'string' ? r.v.trim() : ''))
        .filter((v) => v.length >= 3)
        .sort((a, b) => b.length - a.length);
    },
    async filesOf(userId: string): Promise<StoredFile[]> {
      const rows = await run(sql`select bucket, path from receipts where user_id = ${userId}
        union all select bucket, path from driver_documents where user_id = ${userId}`);
      return rows.map((r) => ({ bucket: String(r.bucket), path: String(r.path) }));
    },
    /** Removes or anonymises everything personal of one account, in the caller's transaction. */
    async anonymise(userId: string, email: string, identifiers: string[], at: Date, purgeAt: Date) {
      const u = userId;
      const own = sql`select id from orders where customer_id = ${u}`;
      await run(sql`select set_config('lekker.privacy', 'redact', true)`);
      // The payer's name, e-mail and phone in PayFast's notifications of their orders (append-only: payload only).
      const payer = sql.join(
        PAYER_FIELDS.map((f) => sql`${f}`),
        sql`, `,
      );
      await run(sql`update payment_notifications set payload = (
          select coalesce(jsonb_agg(case when e->>0 in (${payer}) then jsonb_build_array(e->>0, '') else e end
            order by n), '[]'::jsonb)
          from jsonb_array_elements(payload) with ordinality as x(e, n))
        where m_payment_id in (${paymentRefs(u)})`);
      // The audit log keeps what was done and to which id; the person's e-mail and names leave its texts.
      const jsonSafe = identifiers.filter((id) => !/["\\]/.test(id));
      await run(sql`update audit_log set
          actor_email = case when actor_email = ${email} then null else actor_email end,
          summary = ${scrubbed(sql`summary`, identifiers)},
          details = case when details is null then null else (${scrubbed(sql`details::text`, jsonSafe)})::jsonb end
        where actor_id = ${u} or target_id = ${u} or actor_email = ${email}`);
      // Orders and their money stay for FINANCIAL_RETENTION_YEARS, without the address, pin and notes.
      await run(sql`update orders set
          delivery_address = jsonb_build_object('street', 'Removed', 'city', delivery_address->>'city',
            'province', delivery_address->>'province'),
          delivery_lat = null, delivery_lng = null, special_instructions = null,
          custom_delivery_data = case when custom_delivery_data is null then null else custom_delivery_data
            || jsonb_build_object('customer_name', ${DELETED_CUSTOMER_NAME}::text, 'customer_phone', '',
              'delivery_address', 'Removed', 'special_notes', null, 'delivery_lat', 0, 'delivery_lng', 0,
              'postal_code', null) end,
          updated_at = ${at}
        where customer_id = ${u}`);
      await run(sql`update order_items set special_instructions = null where order_id in (${own})`);
      await run(sql`delete from order_messages where order_id in (${own})`);
      await run(sql`update order_messages set body = 'Message removed' where sender_id = ${u}`);
      await run(sql`update order_events set note = null where actor_id = ${u}`);
      await run(sql`update reviews set restaurant_comment = null where customer_id = ${u}`);
      for (const statement of [
        sql`delete from session where user_id = ${u}`,
        sql`delete from account where user_id = ${u}`,
        sql`delete from verification where identifier = ${email} or position(${email} in value) > 0`,
        sql`delete from profiles where user_id = ${u}`,
        sql`delete from saved_addresses where user_id = ${u}`,
        sql`delete from phone_verifications where user_id = ${u}`,
        sql`delete from notification_preferences where user_id = ${u}`,
        sql`delete from notification_consents where user_id = ${u}`,
        sql`delete from push_subscriptions where user_id = ${u}`,
        sql`delete from notifications where user_id = ${u}`,
        sql`delete from story_views where user_id = ${u}`,
        sql`delete from messages where user_id = ${u} or recipient_key = ${`user:${u}`}`,
        sql`delete from dev_mail where "to" = ${email}`,
        sql`delete from receipts where user_id = ${u}`,
        sql`delete from driver_documents where user_id = ${u}`,
        sql`delete from bank_accounts where party = 'driver' and party_id = ${u}`,
        sql`delete from venue_member_notifications where user_id = ${u}`,
        sql`delete from restaurant_members where user_id = ${u}`,
        sql`delete from restaurant_applications where user_id = ${u}`,
        sql`delete from driver_profiles where user_id = ${u}`,
        sql`delete from discount_claims where customer_id = ${u}`,
        sql`delete from account_suspensions where user_id = ${u}`,
        sql`delete from user_roles where user_id = ${u}`,
      ])
        await run(statement);
      if (identifiers.length > 0) {
        // Messages to their phone that named no account (a code sent before the number was theirs).
        const phones = sql.join(
          identifiers.map((id) => sql`${id}`),
          sql`, `,
        );
        await run(sql`delete from messages where "to" in (${phones})`);
      }
      await run(sql`update "user" set name = ${DELETED_CUSTOMER_NAME}, email = ${`deleted-${u}@deleted.invalid`},
          email_verified = false, image = null, updated_at = ${at} where id = ${u}`);
      await run(sql`insert into account_deletions (user_id, status, requested_at, completed_at, purge_after)
          values (${u}, 'completed', ${at}, ${at}, ${purgeAt})
        on conflict (user_id) do update set status = 'completed', completed_at = ${at}, purge_after = ${purgeAt}`);
    },
    /** Deleted customers whose kept records are past their retention. */
    async purgeDue(at: Date, limit = 20): Promise<string[]> {
      const rows = await run(sql`select user_id from account_deletions where status = 'completed'
        and purged_at is null and purge_after <= ${at} order by purge_after limit ${limit}`);
      return rows.map((r) => String(r.user_id));
    },
    /**
     * Removes a deleted customer's kept financial records (their orders with every row that hangs on them), in the
     * caller's transaction; the anonymous account row stays as the deletion's record.
     */
    async purge(userId: string, at: Date): Promise<number | undefined> {
      const u = userId;
      const ids = sql`select id from orders where customer_id = ${u}`;
      // Claimed first: a second purge of the same person (another instance) finds nothing to do.
      const claimed = await run(sql`update account_deletions set purged_at = ${at}
        where user_id = ${u} and purged_at is null returning user_id`);
      if (claimed.length === 0) return undefined;
      await run(sql`select set_config('lekker.privacy', 'purge', true)`);
      await run(sql`delete from payment_notifications
        where m_payment_id in (${paymentRefs(u)})`);
      await run(sql`delete from ledger_lines where order_id in (${ids})`);
      await run(sql`delete from order_payments where order_id in (${ids})`);
      await run(sql`delete from refunds where order_id in (${ids})`);
      await run(sql`delete from promotion_redemptions where order_id in (${ids})`);
      await run(sql`delete from reviews where customer_id = ${u}`);
      await run(sql`delete from tip_payments where order_id in (${ids})`);
      const deleted = await run(sql`delete from orders where customer_id = ${u} returning id`);
      return deleted.length;
    },
  };
}
export type PrivacyDeletionRepository = ReturnType<typeof createPrivacyDeletionRepository>;
