import {
  addRestaurantMember,
  insertDriverProfile,
  insertMenuItem,
  insertRestaurant,
  insertUser,
} from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** A marketplace for order tests: one restaurant with its owner, two customers, two drivers nearby, an admin. */
export async function orderFixture(options: { now?: Date } = {}) {
  const t: TestApp = await createTestApp({ now: options.now });
  const db = t.database.db;
  const password = 'order-pass';
  const restaurant = await insertRestaurant(db, {
    name: 'Kota King',
    latitude: -25.856,
    longitude: 25.6403,
    serviceRadiusKm: 10,
  });
  const other = await insertRestaurant(db, { name: 'Other Place' });
  const kota = await insertMenuItem(db, restaurant.id, { name: 'Kota', priceCents: 4500 });
  const chips = await insertMenuItem(db, restaurant.id, { name: 'Chips', priceCents: 2500 });
  const soldOut = await insertMenuItem(db, restaurant.id, {
    name: 'Sold Out Wrap',
    priceCents: 6000,
    isAvailable: false,
  });
  const foreign = await insertMenuItem(db, other.id, { name: 'Foreign Dish', priceCents: 9000 });
  const mk = async (email: string, roles: ('admin' | 'restaurant' | 'driver' | 'customer')[]) =>
    insertUser(db, { email, name: email.split('@')[0]!, password, roles });
  const customer = await mk('alice@orders.test', ['customer']);
  const customerB = await mk('bob@orders.test', ['customer']);
  const owner = await mk('owner@orders.test', ['customer', 'restaurant']);
  const otherOwner = await mk('other-owner@orders.test', ['customer', 'restaurant']);
  const driver = await mk('driver1@orders.test', ['customer', 'driver']);
  const driver2 = await mk('driver2@orders.test', ['customer', 'driver']);
  const admin = await mk('admin@orders.test', ['admin']);
  await addRestaurantMember(db, owner.id, restaurant.id);
  await addRestaurantMember(db, otherOwner.id, other.id);
  for (const d of [driver, driver2])
    await insertDriverProfile(db, d.id, { status: 'approved', lastLatitude: -25.85, lastLongitude: 25.64 });
  const cookies = {
    customer: await t.signIn(customer.email, password),
    customerB: await t.signIn(customerB.email, password),
    owner: await t.signIn(owner.email, password),
    otherOwner: await t.signIn(otherOwner.email, password),
    driver: await t.signIn(driver.email, password),
    driver2: await t.signIn(driver2.email, password),
    admin: await t.signIn(admin.email, password),
  };
  let keySeq = 0;
  const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
    idempotency_key: `key-${Date.now()}-${++keySeq}`,
    restaurant_id: restaurant.id,
    items: [
      { menu_item_id: kota.id, quantity: 2, special_instructions: 'extra atchar' },
      { menu_item_id: chips.id, quantity: 1 },
    ],
    delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
    delivery_location: { latitude: -25.83, longitude: 25.6403 },
    payment_method: 'cash',
    ...overrides,
  });
  return {
    t,
    db,
    restaurant,
    other,
    items: { kota, chips, soldOut, foreign },
    users: { customer, customerB, owner, driver, driver2, admin },
    cookies,
    checkoutBody,
  };
}
export type OrderFixture = Awaited<ReturnType<typeof orderFixture>>;
