import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, phoneVerifications } from '../../db/schema/index.ts';

/** What the cash order shield and the offers' risk notes (decision 071) need to know about customers. */
export function createCashShieldRepository(db: DbOrTx) {
  return {
    async factsOf(customerId: string): Promise<{ firstCashOrder: boolean; phoneVerified: boolean }> {
      const [delivered] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.paymentMethod, 'cash'),
            eq(orders.status, 'delivered'),
          ),
        )
        .limit(1);
      const [phone] = await db
        .select({ userId: phoneVerifications.userId })
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.userId, customerId), isNotNull(phoneVerifications.verifiedPhone)))
        .limit(1);
      return { firstCashOrder: !delivered, phoneVerified: phone !== undefined };
    },
    /** Of these customers, the ones with no delivered order yet: 'new customer' on a driver's offer. */
    async newCustomersAmong(customerIds: string[]): Promise<Set<string>> {
      const ids = [...new Set(customerIds)];
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ customerId: orders.customerId })
        .from(orders)
        .where(and(inArray(orders.customerId, ids), eq(orders.status, 'delivered')));
      const known = new Set(rows.map((r) => r.customerId));
      return new Set(ids.filter((id) => !known.has(id)));
    },
  };
}
export type CashShieldRepository = ReturnType<typeof createCashShieldRepository>;
