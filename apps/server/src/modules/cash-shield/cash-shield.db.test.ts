import { CASH_SHIELD_ANY_ORDER_CENTS, CASH_SHIELD_FIRST_ORDER_CENTS } from '@lekker/core/cash-shield';
import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, phoneVerifications } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Checkout = { order: Order };
type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

// The risk shield for cash orders (docs/decisions/071-cash-order-safety.md): a first cash order over R300, or any
// cash order over R800, needs a verified phone; card is always open.
describe('the cash order shield at checkout', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  /** A cart of `kotas` × R45 (plus the fixture's chips) for `cookie`, and its checkout total from the quote. */
  async function cart(cookie: string, kotas: number, method: 'cash' | 'payfast' = 'cash') {
    const body = f.checkoutBody({
      payment_method: method,
      items: [{ menu_item_id: f.items.kota.id, quantity: kotas }],
    });
    const quote = await f.t.request<{ total_cents: number }>('POST', '/api/orders/quote', { cookie, body });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    return { body, total: quote.body.total_cents };
  }
  const checkout = (cookie: string, body: unknown) =>
    f.t.request<Checkout & Refusal>('POST', '/api/orders', { cookie, body });

  it('refuses a first cash order over R300 without a verified phone, and lets card through', async () => {
    const big = await cart(f.cookies.customer, 12);
    expect(big.total).toBeGreaterThan(CASH_SHIELD_FIRST_ORDER_CENTS);
    expect(big.total).toBeLessThanOrEqual(CASH_SHIELD_ANY_ORDER_CENTS);
    const refused = await checkout(f.cookies.customer, big.body);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('cash_needs_verified_phone');
    expect(refused.body.error.fields).toHaveProperty('payment_method');
    const mine = await f.db.select().from(orders).where(eq(orders.customerId, f.users.customer.id));
    expect(mine).toHaveLength(0);

    const card = await checkout(f.cookies.customer, (await cart(f.cookies.customer, 12, 'payfast')).body);
    expect(card.status, JSON.stringify(card.body)).toBe(201);
    // A small first cash order is let through.
    const small = await cart(f.cookies.customerB, 2);
    expect(small.total).toBeLessThanOrEqual(CASH_SHIELD_FIRST_ORDER_CENTS);
    expect((await checkout(f.cookies.customerB, small.body)).status).toBe(201);
  });

  it('a verified phone lets the large cash order through; over R800 it is needed even after a delivered cash order', async () => {
    // Customer B has a delivered cash order: a R300+ cash order passes, one over R800 does not.
    const [first] = await f.db.select().from(orders).where(eq(orders.customerId, f.users.customerB.id));
    await f.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, first!.id));
    const mid = await cart(f.cookies.customerB, 12);
    expect(mid.total).toBeGreaterThan(CASH_SHIELD_FIRST_ORDER_CENTS);
    expect((await checkout(f.cookies.customerB, mid.body)).status).toBe(201);
    const huge = await cart(f.cookies.customerB, 20);
    expect(huge.total).toBeGreaterThan(CASH_SHIELD_ANY_ORDER_CENTS);
    const refused = await checkout(f.cookies.customerB, huge.body);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('cash_needs_verified_phone');

    // With the phone confirmed by its one-time code, both customers' large cash orders are placed.
    for (const user of [f.users.customer, f.users.customerB])
      await f.db
        .insert(phoneVerifications)
        .values({ userId: user.id, verifiedPhone: '+27821234567', verifiedAt: new Date() });
    expect((await checkout(f.cookies.customerB, huge.body)).status).toBe(201);
    expect((await checkout(f.cookies.customer, (await cart(f.cookies.customer, 20)).body)).status).toBe(201);
  });

  it("shows the driver an offer's risk notes before accepting: a new customer, a large cash order", async () => {
    await f.driversOnline();
    const confirmed = async (cookie: string, kotas: number) => {
      const placed = await checkout(cookie, (await cart(cookie, kotas)).body);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const id = placed.body.order.id;
      const res = await f.t.request('POST', `/api/restaurant/orders/${id}/confirm`, {
        cookie: f.cookies.owner,
        body: { preparation_minutes: 10 },
      });
      expect(res.status).toBe(200);
      return id;
    };
    // Customer A has no delivered order and orders R900 in cash (the phone is verified since the test before).
    const risky = await confirmed(f.cookies.customer, 20);
    // Customer B has a delivered order and orders a small cash order.
    const calm = await confirmed(f.cookies.customerB, 2);
    const feed = await f.t.get<{ offers: { order_id: string; risk_notes: string[] }[] }>(
      '/api/driver/offers',
      {
        cookie: f.cookies.driver,
      },
    );
    const notesOf = (id: string) => feed.body.offers.find((o) => o.order_id === id)?.risk_notes;
    expect(notesOf(risky)).toEqual(['new_customer', 'large_cash']);
    expect(notesOf(calm)).toEqual([]);
  });
});
