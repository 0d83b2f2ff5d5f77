import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? []) as Row[];
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export function createPrivacyAdminRepository(db: DbOrTx) {
  return {
    /** The people a compromise concerns: those of the orders, the e-mails, and who ordered or signed in in the range. */
    async affected(
      filter: { orderNumbers: string[]; emails: string[]; from?: Date; to?: Date },
      limit: number,
    ) {
      const ids: SQL[] = [];
      if (filter.orderNumbers.length > 0) {
        ids.push(
          sql`select customer_id as id from orders where order_number in (${list(filter.orderNumbers)})`,
        );
        ids.push(sql`select driver_id from orders where order_number in (${list(filter.orderNumbers)})
          and driver_id is not null`);
      }
      if (filter.emails.length > 0)
        ids.push(
          sql`select id from "user" where lower(email) in (${list(filter.emails.map((e) => e.toLowerCase()))})`,
        );
      if (filter.from || filter.to) {
        const from = filter.from ?? new Date(0);
        const to = filter.to ?? new Date('9999-12-31T00:00:00Z');
        ids.push(sql`select customer_id from orders where created_at >= ${from} and created_at <= ${to}`);
        ids.push(sql`select user_id from session where created_at >= ${from} and created_at <= ${to}`);
      }
      return rowsOf(
        await db.execute(sql`select u.id, coalesce(p.full_name, u.name) as name, u.email,
            coalesce(p.phone, v.verified_phone) as phone,
            coalesce((select array_agg(r.role::text order by r.role) from user_roles r where r.user_id = u.id),
              '{}') as roles
          from "user" u
          left join profiles p on p.user_id = u.id
          left join phone_verifications v on v.user_id = u.id
          where u.id in (${sql.join(ids, sql` union `)})
            and not exists (select 1 from account_deletions d where d.user_id = u.id and d.status = 'completed')
          order by u.email limit ${limit + 1}`),
      );
    },
  };
}
export type PrivacyAdminRepository = ReturnType<typeof createPrivacyAdminRepository>;
