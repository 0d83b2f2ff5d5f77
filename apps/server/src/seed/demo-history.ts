import type { Db } from '../db/client.ts';
import { menuItems, payouts } from '../db/schema/index.ts';
import { seededRandom } from '../lib/seeded-random.ts';
import { DEFAULT_COMMISSION_BPS } from '../modules/ledger/ledger-rules.ts';
import { localDateOf, mondayOf, payoutDateOf } from '../modules/venue-money/venue-money-rules.ts';
import { insertDriverProfile, insertUser } from './builders.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { insertOrderHistory, planOrderHistory } from './order-history.ts';

/**
 * Eight weeks of past orders for the demo owner's venue and a few busy neighbours, so the portal's analytics and
 * statements show real figures: delivered orders with items, ledger lines and ratings (and some turned down),
 * placed by a dozen regular customers and delivered by two regular drivers. Ended weeks whose payout day has
 * passed are marked paid, like an admin would have. Deterministic for a given `now` (apart from ids).
 */
export const DEMO_HISTORY_DAYS = 56;

/** Which venues get a history, and how busy they are (orders on a quiet weekday). */
export const DEMO_HISTORY_VENUES: { slug: string; ordersPerDay: [number, number]; seed: number }[] = [
  { slug: 'kasi-kota-corner', ordersPerDay: [8, 15], seed: 13 },
  { slug: 'napoli-on-nelson-mandela', ordersPerDay: [3, 7], seed: 29 },
  { slug: 'peri-peri-flame', ordersPerDay: [3, 6], seed: 41 },
  { slug: 'sakura-sushi-mmabatho', ordersPerDay: [2, 5], seed: 57 },
];

const REGULARS = [
  'Lerato Khumalo',
  'Bongani Nkosi',
  'Palesa Mahlangu',
  'Tumelo Setshedi',
  'Nomsa Dube',
  'Kagiso Motsepe',
  'Refilwe Molefe',
  'Sizwe Ndlovu',
  'Ayesha Patel',
  'Johan van Wyk',
  'Zanele Mthembu',
  'Thabo Seleke',
];
const REGULAR_DRIVERS = ['Mpho Kgosi', 'Lindiwe Zulu'];

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

export async function seedDemoHistory(
  tx: Db,
  input: { now: Date; idOf: (slug: string) => string; adminId: string | null },
): Promise<{ orders: number }> {
  const { now } = input;
  const customerIds: string[] = [];
  for (const [i, name] of REGULARS.entries()) {
    const u = await insertUser(tx, {
      email: `${slugOf(name)}@customers.lekker.test`,
      name,
      password: DEMO_PASSWORD,
      profile: { phone: `072 600 ${String(1000 + i).slice(-4)}` },
    });
    customerIds.push(u.id);
  }
  const driverIds: string[] = [];
  for (const [i, name] of REGULAR_DRIVERS.entries()) {
    const u = await insertUser(tx, {
      email: `${slugOf(name)}@drivers.lekker.test`,
      name,
      password: DEMO_PASSWORD,
      roles: ['customer', 'driver'],
    });
    await insertDriverProfile(tx, u.id, { status: 'approved', phone: `072 700 000${i}` });
    driverIds.push(u.id);
  }

  let total = 0;
  const venueWeekNet = new Map<string, number>();
  const driverWeekNet = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, cents: number) => m.set(key, (m.get(key) ?? 0) + cents);
  const menus = await tx
    .select({
      id: menuItems.id,
      restaurantId: menuItems.restaurantId,
      name: menuItems.name,
      priceCents: menuItems.priceCents,
      isAvailable: menuItems.isAvailable,
    })
    .from(menuItems);
  for (const venue of DEMO_HISTORY_VENUES) {
    const restaurantId = input.idOf(venue.slug);
    const planned = planOrderHistory({
      random: seededRandom(venue.seed),
      now,
      days: DEMO_HISTORY_DAYS,
      ordersPerDay: venue.ordersPerDay,
      items: menus
        .filter((m) => m.restaurantId === restaurantId && m.isAvailable)
        .sort((a, b) => a.name.localeCompare(b.name)),
      customers: customerIds.length,
      drivers: driverIds.length,
    });
    const lines = await insertOrderHistory(tx, {
      restaurantId,
      commissionBps: DEFAULT_COMMISSION_BPS,
      customerIds,
      driverIds,
      orders: planned,
    });
    total += planned.length;
    for (const l of lines) {
      const week = mondayOf(l.occurredAt);
      if (l.kind === 'venue_net') add(venueWeekNet, `${restaurantId}|${week}`, l.amountCents);
      if (l.driverId && l.kind === 'driver_pay') add(driverWeekNet, `${l.driverId}|${week}`, l.amountCents);
      if (l.driverId && l.kind === 'cash_collected')
        add(driverWeekNet, `${l.driverId}|${week}`, -l.amountCents);
    }
  }

  // Weeks whose payout Tuesday is before today were paid by EFT on that Tuesday at 10:00.
  const today = localDateOf(now);
  const rows = [
    ...[...venueWeekNet].map(([key, cents]) => ({ party: 'venue' as const, key, cents })),
    ...[...driverWeekNet].map(([key, cents]) => ({ party: 'driver' as const, key, cents })),
  ]
    .map(({ party, key, cents }) => {
      const [partyId, weekStart] = key.split('|') as [string, string];
      return { party, partyId, weekStart, cents };
    })
    .filter((r) => r.cents > 0 && payoutDateOf(r.weekStart) < today)
    .map((r) => ({
      party: r.party,
      partyId: r.partyId,
      weekStart: r.weekStart,
      amountCents: r.cents,
      reference: `LEKKER ${r.weekStart}`,
      paidAt: new Date(Date.parse(`${payoutDateOf(r.weekStart)}T08:00:00Z`)),
      paidBy: input.adminId,
    }));
  if (rows.length > 0) await tx.insert(payouts).values(rows);
  return { orders: total };
}
