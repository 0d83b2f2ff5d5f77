import type { Order } from '@lekker/core/contracts/orders';
import { DELIVERY_CODE_MAX_ATTEMPTS } from '@lekker/core/driver';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Err = { error?: { code: string; message: string } };

/**
 * The delivery code's lock-out under parallel guesses (docs/decisions/044-limits-in-one-statement-or-lock.md):
 * the attempt count and the lock are decided under a lock on the order row, so of 200 wrong codes sent at once
 * only 5 are evaluated and the rest are refused as locked; the right code then waits out the minute too.
 */
describe('delivery code: 200 parallel wrong guesses', () => {
  let f: OrderFixture;
  beforeAll(async () => {
    f = await orderFixture();
  });
  afterAll(() => f.t.close());

  const post = <T>(cookie: string, path: string, body?: unknown) =>
    f.t.request<T & Err>('POST', `/api${path}`, { cookie, body });

  /** A cash order picked up by driver 1, and its code as the customer sees it. */
  async function pickedUp() {
    const checkout = await post<{ order: Order }>(f.cookies.customer, '/orders', f.checkoutBody());
    expect(checkout.status).toBe(201);
    const o = checkout.body.order;
    const owner = f.cookies.owner;
    expect(
      (await post(owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 15 })).status,
    ).toBe(200);
    await post(owner, `/restaurant/orders/${o.id}/preparing`);
    expect((await post(owner, `/restaurant/orders/${o.id}/ready`)).status).toBe(200);
    const driver = f.cookies.driver;
    expect((await post(driver, '/driver/shift', { online: true })).status).toBe(200);
    expect((await post(driver, '/driver/location', { latitude: -25.85, longitude: 25.64 })).status).toBe(200);
    expect((await post(driver, `/driver/orders/${o.id}/accept`)).status).toBe(200);
    expect((await post<Order>(driver, `/driver/orders/${o.id}/pickup`)).body.status).toBe('picked_up');
    const code = (await f.t.get<Order>(`/api/orders/${o.id}`, { cookie: f.cookies.customer })).body
      .delivery_code!;
    expect(code).toMatch(/^\d{4}$/);
    return { o, code };
  }

  it('evaluates at most 5, locks the rest out, and the right code waits for the lock to end', async () => {
    const { o, code } = await pickedUp();
    const body = (c: string) => ({ code: c, cash_collected_cents: o.total_cents });
    // 200 different wrong codes, all at once.
    const guesses = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'))
      .filter((c) => c !== code)
      .slice(0, 200);
    const answers = await Promise.all(
      guesses.map((g) => post(f.cookies.driver, `/driver/orders/${o.id}/deliver`, body(g))),
    );
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    // Tries 1–4: "Wrong code. N tries left."; the 5th locks (423) and every later one finds the lock (423).
    expect({
      wrong: count(422),
      locked: count(423),
      other: answers.length - count(422) - count(423),
    }).toEqual({
      wrong: DELIVERY_CODE_MAX_ATTEMPTS - 1,
      locked: 200 - (DELIVERY_CODE_MAX_ATTEMPTS - 1),
      other: 0,
    });
    const left = answers
      .filter((a) => a.status === 422)
      .map((a) => a.body.error?.message)
      .sort();
    expect(left).toEqual([
      'Wrong code. 1 try left.',
      'Wrong code. 2 tries left.',
      'Wrong code. 3 tries left.',
      'Wrong code. 4 tries left.',
    ]);
    const [row] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect([row!.status, row!.deliveryCodeAttempts, row!.deliveryCodeLockedUntil]).toEqual([
      'picked_up',
      DELIVERY_CODE_MAX_ATTEMPTS,
      expect.any(Date),
    ]);

    // Locked: the right code is refused too, and changes nothing.
    const right = await post(f.cookies.driver, `/driver/orders/${o.id}/deliver`, body(code));
    expect([right.status, right.body.error?.code]).toEqual([423, 'locked']);
    const [still] = await f.db.select().from(orders).where(eq(orders.id, o.id));
    expect([still!.status, still!.deliveryCodeAttempts]).toEqual(['picked_up', DELIVERY_CODE_MAX_ATTEMPTS]);

    // The minute passes: the right code delivers.
    await f.db
      .update(orders)
      .set({ deliveryCodeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, o.id));
    const done = await post<Order>(f.cookies.driver, `/driver/orders/${o.id}/deliver`, body(code));
    expect([done.status, done.body.status]).toEqual([200, 'delivered']);
  });
});
