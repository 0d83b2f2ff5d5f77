import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type ExportRow = Record<string, unknown>;

/**
 * One table of a person's export: its name (the JSON key and the CSV file) and the query of their rows, ordered by
 * a unique key so pages never overlap. Every query names the person by id; nothing joins to another person's rows
 * except the venue or order a row belongs to.
 */
type Section = { name: string; query: (userId: string) => SQL };

const ownOrders = (u: string) => sql`select id from orders where customer_id = ${u}`;

/** Everything held about one person (docs/decisions/067-privacy-export-and-deletion.md#what-an-export-holds). */
export const EXPORT_SECTIONS: readonly Section[] = [
  {
    name: 'account',
    query: (u) =>
      sql`select id, name, email, email_verified, created_at, updated_at from "user" where id = ${u}`,
  },
  {
    name: 'profile',
    query: (u) =>
      sql`select full_name, phone, language, latitude, longitude, created_at, updated_at from profiles where user_id = ${u}`,
  },
  {
    name: 'roles',
    query: (u) => sql`select role, created_at from user_roles where user_id = ${u} order by role`,
  },
  {
    name: 'addresses',
    query: (u) =>
      sql`select id, label, street, city, province, postal_code, notes, latitude, longitude, created_at
          from saved_addresses where user_id = ${u} order by created_at, id`,
  },
  {
    name: 'orders',
    query: (u) =>
      sql`select o.id, o.order_number, o.type, o.status, r.name as venue, o.payment_method, o.subtotal_cents,
                 o.discount_cents, o.delivery_fee_cents, o.total_cents, o.delivery_address, o.delivery_lat,
                 o.delivery_lng, o.special_instructions, o.custom_delivery_data, o.cancel_reason, o.created_at,
                 o.placed_at, o.delivered_at, o.cancelled_at
          from orders o join restaurants r on r.id = o.restaurant_id
          where o.customer_id = ${u} order by o.created_at, o.id`,
  },
  {
    name: 'order_items',
    query: (u) =>
      sql`select i.order_id, i.name, i.unit_price_cents, i.quantity, i.special_instructions
          from order_items i where i.order_id in (${ownOrders(u)}) order by i.order_id, i.id`,
  },
  {
    name: 'payments',
    query: (u) =>
      sql`select p.order_id, p.pf_payment_id, p.amount_cents, p.received_at
          from order_payments p where p.order_id in (${ownOrders(u)}) order by p.received_at, p.pf_payment_id`,
  },
  {
    name: 'refunds',
    query: (u) =>
      sql`select f.order_id, f.amount_cents, f.reason, f.status, f.created_at
          from refunds f where f.order_id in (${ownOrders(u)}) order by f.created_at, f.id`,
  },
  {
    name: 'reviews',
    query: (u) =>
      sql`select v.id, r.name as venue, v.order_id, v.restaurant_rating, v.restaurant_comment, v.owner_reply, v.created_at
          from reviews v join restaurants r on r.id = v.restaurant_id
          where v.customer_id = ${u} order by v.created_at, v.id`,
  },
  {
    name: 'chats',
    query: (u) =>
      sql`select m.order_id, m.sender_party, (m.sender_id = ${u}) as sent_by_you, m.body, m.created_at
          from order_messages m
          where m.sender_id = ${u} or m.order_id in (${ownOrders(u)})
             or m.order_id in (select id from orders where driver_id = ${u})
          order by m.created_at, m.id`,
  },
  {
    name: 'receipts',
    query: (u) =>
      sql`select id, original_name, content_type, size, order_id, created_at, bucket, path
          from receipts where user_id = ${u} and deleted_at is null and size is not null order by created_at, id`,
  },
  {
    name: 'notifications',
    query: (u) =>
      sql`select title, message, type, read, order_id, created_at from notifications where user_id = ${u}
          order by created_at, id`,
  },
  {
    name: 'messages_sent',
    query: (u) =>
      sql`select channel, template, purpose, title, text, "to", status, created_at, sent_at, delivered_at
          from messages where user_id = ${u} order by created_at, id`,
  },
  {
    name: 'consents',
    query: (u) =>
      sql`select channel, purpose, granted, wording, source, created_at from notification_consents
          where user_id = ${u} order by seq`,
  },
  {
    name: 'notification_settings',
    query: (u) =>
      sql`select channel, order_updates, updated_at from notification_preferences where user_id = ${u} order by channel`,
  },
  {
    name: 'phone',
    query: (u) =>
      sql`select verified_phone, verified_at, pending_phone from phone_verifications where user_id = ${u}`,
  },
  {
    name: 'sessions',
    query: (u) =>
      sql`select created_at, updated_at, expires_at, ip_address, user_agent from session where user_id = ${u}
          order by created_at, id`,
  },
  {
    name: 'sign_in_methods',
    query: (u) =>
      sql`select provider_id, created_at, updated_at from account where user_id = ${u} order by id`,
  },
  {
    name: 'push_devices',
    query: (u) =>
      sql`select label, user_agent, created_at, last_success_at from push_subscriptions where user_id = ${u}
          order by created_at, id`,
  },
  {
    name: 'driver_profile',
    query: (u) =>
      sql`select status, vehicle_type, phone, is_online, online_since, last_latitude, last_longitude,
                 location_updated_at, decision_reason, decided_at, created_at from driver_profiles where user_id = ${u}`,
  },
  {
    name: 'driver_jobs',
    query: (u) =>
      sql`select o.order_number, o.status, r.name as venue, o.driver_pay_cents, o.cash_collected_cents,
                 o.driver_assigned_at, o.picked_up_at, o.delivered_at
          from orders o join restaurants r on r.id = o.restaurant_id where o.driver_id = ${u}
          order by o.driver_assigned_at, o.id`,
  },
  {
    name: 'driver_offers',
    query: (u) =>
      sql`select order_id, wave, distance_km, status, offered_at, answered_at from dispatch_offers
          where driver_id = ${u} order by offered_at, id`,
  },
  {
    name: 'driver_earnings',
    query: (u) =>
      sql`select order_id, kind, amount_cents, occurred_at from ledger_lines where driver_id = ${u}
          order by occurred_at, id`,
  },
  {
    name: 'driver_documents',
    query: (u) =>
      sql`select id, kind, original_name, content_type, size, created_at, bucket, path from driver_documents
          where user_id = ${u} and size is not null
          order by created_at, id`,
  },
  {
    name: 'bank_account',
    query: (u) =>
      sql`select account_holder, bank_name, branch_code, account_number, account_type, updated_at
          from bank_accounts where party = 'driver' and party_id = ${u}`,
  },
  {
    name: 'venue_memberships',
    query: (u) =>
      sql`select r.name as venue, m.role, m.created_at from restaurant_members m
          join restaurants r on r.id = m.restaurant_id where m.user_id = ${u} order by m.created_at, r.id`,
  },
  {
    name: 'venue_applications',
    query: (u) =>
      sql`select restaurant_name, address, phone, status, decision_reason, created_at from restaurant_applications
          where user_id = ${u} order by created_at, id`,
  },
];

export const EXPORT_PAGE_ROWS = 500;

function rowsOf(result: unknown): ExportRow[] {
  return ((result as { rows?: ExportRow[] }).rows ?? []) as ExportRow[];
}

export function createPrivacyExportRepository(db: DbOrTx) {
  return {
    /** One page of a section's rows for the person. */
    async page(
      section: Section,
      userId: string,
      offset: number,
      limit = EXPORT_PAGE_ROWS,
    ): Promise<ExportRow[]> {
      return rowsOf(await db.execute(sql`${section.query(userId)} limit ${limit} offset ${offset}`));
    },
  };
}
export type PrivacyExportRepository = ReturnType<typeof createPrivacyExportRepository>;
