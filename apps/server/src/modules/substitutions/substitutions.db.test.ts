import type { Order } from '@lekker/core/contracts/orders';
import type { OrderSubstitutions } from '@lekker/core/contracts/substitutions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerLines, orderItems, orders, refunds, restaurants } from '../../db/schema/index.ts';
import { insertMenuItem } from '../../seed/builders.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createOrderPayments } from '../orders/order-payments.ts';
import { createDataAccess } from '../repositories.ts';

type Checkout = { order: Order };
type Subs = OrderSubstitutions & { error?: { code: string } };
const MINUTE = 60_000;

// Grocery substitutions (docs/decisions/070-grocery-substitutions.md): propose / accept / decline / expire once on a
// fake clock, the refund of the difference through the ledger, a cash order's total.
describe('grocery substitutions', () => {
  let f: OrderFixture;
  let now = new Date('2026-12-02T10:00:00.000Z');
  let pay: ReturnType<typeof createOrderPayments>;
  let cheaper = ''; // R30 instead of the R45 kota
  let dearer = ''; // R60
  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
    pay = createOrderPayments({ data: createDataAccess(f.db), announce: async () => {} });
    await f.db.update(restaurants).set({ kind: 'grocery' }).where(eq(restaurants.id, f.restaurant.id));
    cheaper = (await insertMenuItem(f.db, f.restaurant.id, { name: 'House kota', priceCents: 3000 })).id;
    dearer = (await insertMenuItem(f.db, f.restaurant.id, { name: 'Deluxe kota', priceCents: 6000 })).id;
  });
  afterAll(() => f.t.close());

  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  const req = <T>(method: string, path: string, cookie: string, body?: unknown) =>
    f.t.request<T>(method, `/api${path}`, { cookie, body });
  const ok = async <T = Order>(path: string, cookie: string, body?: unknown) => {
    const res = await req<T>('POST', path, cookie, body);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const orderRow = async (id: string) => (await f.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const refundLines = async (id: string) =>
    (await f.db.select().from(ledgerLines).where(eq(ledgerLines.orderId, id)))
      .filter((l) => l.entryKey.startsWith('refund:'))
      .map((l) => `${l.kind} ${l.amountCents}`)
      .sort();

  /** A grocery order being packed: 2 kotas (R45) and 1 chips (R25); `payfast` ones paid first. */
  async function packing(method: 'cash' | 'payfast', kotaChoice: Record<string, unknown> = {}) {
    const body = f.checkoutBody({ payment_method: method });
    body.items = [
      { menu_item_id: f.items.kota.id, quantity: 2, ...kotaChoice },
      { menu_item_id: f.items.chips.id, quantity: 1 },
    ];
    const placed = await req<Checkout>('POST', '/orders', f.cookies.customer, body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const id = placed.body.order.id;
    if (method === 'payfast') expect(await pay.markPaid(id, `pf-${id}`)).toBe('paid');
    await ok(`/restaurant/orders/${id}/confirm`, f.cookies.owner, { preparation_minutes: 10 });
    await ok(`/restaurant/orders/${id}/preparing`, f.cookies.owner);
    const lines = await f.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const kotaLine = lines.find((l) => l.menuItemId === f.items.kota.id)!;
    return { id, total: placed.body.order.total_cents, kotaLine };
  }
  const propose = (id: string, lineId: string, item: string | null, cookie = f.cookies.owner) =>
    req<Subs>('POST', `/restaurant/orders/${id}/substitutions`, cookie, {
      order_item_id: lineId,
      proposed_item_id: item,
    });
  const answer = (id: string, subId: string, accept: boolean, cookie = f.cookies.customer) =>
    req<Subs>('POST', `/orders/${id}/substitutions/answer`, cookie, { substitution_id: subId, accept });

  it('stores the choice per line; "this instead" must be one of the same store’s items', async () => {
    const { kotaLine } = await packing('cash', {
      substitution_preference: 'this_instead',
      substitute_item_id: cheaper,
    });
    expect([kotaLine.substitutionPreference, kotaLine.substituteItemId]).toEqual(['this_instead', cheaper]);
    const foreign = await packing('cash', {
      substitution_preference: 'this_instead',
      substitute_item_id: f.items.foreign.id,
    });
    expect([foreign.kotaLine.substitutionPreference, foreign.kotaLine.substituteItemId]).toEqual([
      'best_match',
      null,
    ]);
  });

  it('paid order: a cheaper replacement accepted refunds the difference through the ledger, the venue bearing it', async () => {
    const o = await packing('payfast');
    const proposed = await propose(o.id, o.kotaLine.id, cheaper);
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(200);
    const sub = proposed.body.substitutions[0]!;
    expect(sub).toMatchObject({
      status: 'proposed',
      proposed_name: 'House kota',
      offered_unit_cents: 3000,
      expires_at: new Date(now.getTime() + 3 * MINUTE).toISOString(),
    });
    // Another customer, another venue's owner: 404.
    expect((await answer(o.id, sub.id, true, f.cookies.customerB)).status).toBe(404);
    expect((await propose(o.id, o.kotaLine.id, cheaper, f.cookies.otherOwner)).status).toBe(404);
    // One open proposal per line.
    expect((await propose(o.id, o.kotaLine.id, dearer)).body.error?.code).toBe('substitution_closed');

    tick(2 * MINUTE);
    const accepted = await answer(o.id, sub.id, true);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.substitutions[0]).toMatchObject({
      status: 'accepted',
      outcome: 'replaced',
      credit_cents: 3000,
    });
    // A second answer changes nothing.
    expect((await answer(o.id, sub.id, false)).body.error?.code).toBe('substitution_closed');

    const rows = await f.db.select().from(refunds).where(eq(refunds.orderId, o.id));
    expect(rows.map((r) => [r.amountCents, r.status, r.bearer, r.origin, r.requestKey])).toEqual([
      [3000, 'succeeded', 'venue', 'substitution', `substitution:${sub.id}`],
    ]);
    expect(await refundLines(o.id)).toEqual(['refund -3000', 'venue_net -3000', 'venue_refund -3000']);
    // The charge stays as paid; the line now names the replacement.
    expect((await orderRow(o.id)).totalCents).toBe(o.total);
    const line = (await f.db.select().from(orderItems).where(eq(orderItems.id, o.kotaLine.id)))[0]!;
    expect([line.name, line.unitPriceCents]).toEqual(['House kota', 4500]);
    // The sweep finds nothing to send again.
    expect(await f.t.app.jobs.expireSubstitutions()).toBe(0);
    expect(await f.db.select().from(refunds).where(eq(refunds.orderId, o.id))).toHaveLength(1);
  });

  it('paid order: a dearer replacement is offered at the original price and refunds nothing', async () => {
    const o = await packing('payfast');
    const sub = (await propose(o.id, o.kotaLine.id, dearer)).body.substitutions[0]!;
    expect(sub.offered_unit_cents).toBe(4500);
    const accepted = await answer(o.id, sub.id, true);
    expect(accepted.body.substitutions[0]).toMatchObject({ credit_cents: 0, extra_cents: 0 });
    expect(await f.db.select().from(refunds).where(eq(refunds.orderId, o.id))).toEqual([]);
  });

  it('paid order: declined refunds the whole line', async () => {
    const o = await packing('payfast');
    const sub = (await propose(o.id, o.kotaLine.id, cheaper)).body.substitutions[0]!;
    const declined = await answer(o.id, sub.id, false);
    expect(declined.body.substitutions[0]).toMatchObject({
      status: 'declined',
      outcome: 'removed',
      credit_cents: 9000,
    });
    expect(await refundLines(o.id)).toEqual(['refund -9000', 'venue_net -9000', 'venue_refund -9000']);
  });

  it('cash order: the driver collects less for a cheaper one, more for a dearer one accepted, nothing for a refunded line', async () => {
    const o = await packing('cash');
    const fee = (await orderRow(o.id)).deliveryFeeCents;
    expect(o.total).toBe(2 * 4500 + 2500 + fee);
    const sub = (await propose(o.id, o.kotaLine.id, dearer)).body.substitutions[0]!;
    expect(sub.offered_unit_cents).toBe(6000);
    await answer(o.id, sub.id, true);
    expect((await orderRow(o.id)).totalCents).toBe(2 * 6000 + 2500 + fee);

    const chips = (await f.db.select().from(orderItems).where(eq(orderItems.orderId, o.id))).find(
      (l) => l.menuItemId === f.items.chips.id,
    )!;
    const removed = await propose(o.id, chips.id, null);
    expect(removed.body.substitutions.find((s) => s.order_item_id === chips.id)).toMatchObject({
      status: 'removed',
      outcome: 'removed',
      credit_cents: 2500,
    });
    const after = await orderRow(o.id);
    expect([after.subtotalCents, after.totalCents]).toEqual([12000, 12000 + fee]);
    expect(await f.db.select().from(refunds).where(eq(refunds.orderId, o.id))).toEqual([]);
    // A line is settled once.
    expect((await propose(o.id, chips.id, cheaper)).status).toBe(409);
  });

  it('after 3 minutes the answer is refused and the rule applies once, on every kind of choice', async () => {
    const best = await packing('cash');
    const chosen = await packing('cash', {
      substitution_preference: 'this_instead',
      substitute_item_id: cheaper,
    });
    const other = await packing('cash', {
      substitution_preference: 'this_instead',
      substitute_item_id: dearer,
    });
    const refund = await packing('payfast', { substitution_preference: 'refund' });
    const subs: Record<string, string> = {};
    for (const [name, o] of Object.entries({ best, chosen, other, refund }))
      subs[name] = (await propose(o.id, o.kotaLine.id, cheaper)).body.substitutions[0]!.id;

    tick(3 * MINUTE - 1);
    expect(await f.t.app.jobs.expireSubstitutions()).toBe(0);
    tick(1);
    const late = await answer(best.id, subs.best!, false);
    expect([late.status, late.body.error?.code]).toEqual([409, 'substitution_expired']);

    // Two sweeps at once (two instances): each proposal closes once.
    const [a, b] = await Promise.all([
      f.t.app.jobs.expireSubstitutions(),
      f.t.app.jobs.expireSubstitutions(),
    ]);
    expect(a + b).toBe(4);
    expect(await f.t.app.jobs.expireSubstitutions()).toBe(0);

    const outcome = async (id: string) =>
      (await req<Subs>('GET', `/orders/${id}/substitutions`, f.cookies.customer)).body.substitutions[0]!;
    expect(await outcome(best.id)).toMatchObject({
      status: 'expired',
      outcome: 'replaced',
      credit_cents: 3000,
    });
    expect(await outcome(chosen.id)).toMatchObject({ status: 'expired', outcome: 'replaced' });
    expect(await outcome(other.id)).toMatchObject({
      status: 'expired',
      outcome: 'removed',
      credit_cents: 9000,
    });
    expect(await outcome(refund.id)).toMatchObject({
      status: 'expired',
      outcome: 'removed',
      credit_cents: 9000,
    });
    expect((await orderRow(best.id)).totalCents).toBe(best.total - 3000);
    const refundRows = await f.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, refund.id), eq(refunds.status, 'succeeded')));
    expect(refundRows.map((r) => r.amountCents)).toEqual([9000]);
    // The late answer stays ignored.
    expect((await answer(best.id, subs.best!, false)).body.error?.code).toBe('substitution_closed');
  });

  it('only a grocery order being packed can be substituted', async () => {
    const placed = await req<Checkout>('POST', '/orders', f.cookies.customer, f.checkoutBody());
    const line = (
      await f.db.select().from(orderItems).where(eq(orderItems.orderId, placed.body.order.id))
    )[0]!;
    expect((await propose(placed.body.order.id, line.id, cheaper)).status).toBe(409);
  });
});
