// "Item sold out" on the desk sells the dish out for today only: back by itself when the venue's session ends
// (decision 056), and the owner can turn it back on before that.
import type { MenuResponse } from '@lekker/core/contracts/catalogue';
import type { Order } from '@lekker/core/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, restaurants } from '../../db/schema/index.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

const sast = (date: string, time: string) => new Date(`${date}T${time}+02:00`);
const everyDay = (open: string, close: string) =>
  Object.fromEntries(
    ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
      d,
      { open, close },
    ]),
  );

describe('reject for "Item sold out": sold out for today, then available again by itself', () => {
  let f: OrderFixture;
  // Wednesday 12:30 SAST; the venue trades 10:00–02:00 (overnight), so today's session ends 02:01 on Thursday.
  let now = sast('2026-12-02', '12:30');
  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
    await f.db
      .update(restaurants)
      .set({ openingHours: everyDay('10:00', '02:00') })
      .where(eq(restaurants.id, f.restaurant.id));
  });
  afterAll(() => f.t.close());

  const chipsOnMenu = async () => {
    const res = await f.t.get<MenuResponse>(`/api/restaurants/${f.restaurant.id}/menu`);
    expect(res.status).toBe(200);
    return res.body.items.find((i) => i.id === f.items.chips.id);
  };
  const rejectForChips = async () => {
    const placed = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    expect(placed.status).toBe(201);
    const res = await f.t.request<Order>('POST', `/api/restaurant/orders/${placed.body.order.id}/reject`, {
      cookie: f.cookies.owner,
      body: { code: 'item_sold_out', menu_item_id: f.items.chips.id },
    });
    expect(res.status).toBe(200);
  };

  it('is unavailable for the rest of the session (overnight included) and back when it ends', async () => {
    now = sast('2026-12-02', '12:30');
    await rejectForChips();
    const [row] = await f.db.select().from(menuItems).where(eq(menuItems.id, f.items.chips.id));
    expect(row!.isAvailable).toBe(true);
    expect(row!.soldOutUntil!.toISOString()).toBe(sast('2026-12-03', '02:01').toISOString());

    expect(await chipsOnMenu()).toMatchObject({ is_available: false });
    // Still this session after midnight: Wednesday's hours carry to 02:00 on Thursday.
    now = sast('2026-12-03', '01:59');
    expect(await chipsOnMenu()).toMatchObject({ is_available: false });
    // The session is over: the dish is back with nobody touching it, in time for Thursday's opening.
    now = sast('2026-12-03', '02:01');
    const back = await chipsOnMenu();
    expect(back).toMatchObject({ is_available: true });
    expect(back).not.toHaveProperty('sold_out_until');
    now = sast('2026-12-03', '10:00');
    expect(await chipsOnMenu()).toMatchObject({ is_available: true });
  });

  it('the owner can turn it back on the same day', async () => {
    now = sast('2026-12-03', '12:00');
    await rejectForChips();
    expect(await chipsOnMenu()).toMatchObject({ is_available: false });
    const res = await f.t.request<{ is_available: boolean; sold_out_until: string | null }>(
      'PATCH',
      `/api/restaurant/venues/${f.restaurant.id}/menu/items/${f.items.chips.id}`,
      { cookie: f.cookies.owner, body: { sold_out_today: false } },
    );
    expect(res.status).toBe(200);
    expect(res.body.sold_out_until).toBeNull();
    expect(await chipsOnMenu()).toMatchObject({ is_available: true });
  });
});
