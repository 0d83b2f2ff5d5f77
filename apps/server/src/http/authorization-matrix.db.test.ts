import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  menuCategories,
  notifications,
  promotions,
  refunds,
  savedAddresses,
  stories,
} from '../db/schema/index.ts';
import {
  addRestaurantMember,
  insertDriverProfile,
  insertMenuItem,
  insertRestaurant,
  insertReview,
  insertUser,
} from '../seed/builders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { Audience } from './guard.ts';

/**
 * Every registered API route, called as every kind of caller: each gets exactly what its declared audience
 * allows (401 without a session, 403 without the right). Routes are read from the app itself, so a new endpoint
 * joins the matrix automatically — and one registered without an audience fails this test.
 */

type Who = 'anonymous' | 'customerA' | 'customerB' | 'ownerX' | 'ownerY' | 'driver' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'customerA', 'customerB', 'ownerX', 'ownerY', 'driver', 'admin'];
const ROLES: Record<Exclude<Who, 'anonymous'>, string[]> = {
  customerA: ['customer'],
  customerB: ['customer'],
  ownerX: ['customer', 'restaurant'],
  ownerY: ['customer', 'restaurant'],
  driver: ['customer', 'driver'],
  admin: ['admin'],
};

function allowed(audience: Audience, who: Who): boolean {
  if (audience === 'public') return true;
  if (who === 'anonymous') return false;
  if (audience === 'signed-in') return true;
  return ROLES[who].includes(audience);
}

/** Valid queries where validation would otherwise answer before the ownership check. */
const VALID_QUERIES: Record<string, string> = {
  '/driver/orders/{id}/undeliverable': '?note=Nobody%20answered',
};

/** Registered outside the OpenAPI document on purpose: better-auth's own endpoints, docs, catch-alls. */
const NOT_IN_OPENAPI = [
  /^\/api\/auth\//,
  /^\/api\/docs/,
  /^\/api\/openapi\.json$/,
  /^\/api\/\*$/,
  /^\/api\/auth$/,
];

/** Valid bodies where validation would otherwise answer before the ownership check. */
const VALID_BODIES: Record<string, unknown> = {
  '/orders/{id}/review': { rating: 5 },
  '/orders/{id}/tip': { amount_cents: 1000 },
  '/restaurant/orders/{id}/confirm': { preparation_minutes: 20 },
  '/restaurant/orders/{id}/reject': { reason: 'Out of stock' },
  // Collect it yourself: a well-formed pick-up code (decision 068).
  '/restaurant/orders/{id}/hand-over': { code: '1234' },
  '/admin/orders/{id}/cancel': { reason: 'Customer asked' },
  // The driver app: a shift change and a well-formed delivery code (the order is not theirs: 404).
  '/driver/shift': { online: false },
  '/driver/orders/{id}/deliver': { code: '1234', cash_collected_cents: 12000 },
  // A failed delivery's outcome (docs/product.md#when-the-door-does-not-open).
  '/admin/orders/{id}/failed-delivery': { outcome: 'discard' },
  '/admin/orders/{id}/handover-review': { approve: true },
  // The venue editor: bodies that pass validation and leave restaurant X open with dish X orderable.
  '/restaurant/venues/{id}/pause': { pause: 'resume' },
  '/restaurant/venues/{id}/menu/categories': { name: 'Matrix category' },
  '/restaurant/venues/{id}/menu/categories/order': { ids: ['00000000-0000-4000-8000-000000000000'] },
  '/restaurant/venues/{id}/menu/categories/{categoryId}': { name: 'Matrix renamed' },
  '/restaurant/venues/{id}/menu/items': { name: 'Matrix dish', price_cents: 5000 },
  // '/restaurant/venues/{id}/menu/sold-out' is set in beforeAll: it names dish X ("back in stock").
  // Promotions (docs/decisions/022-promotions.md).
  '/restaurant/venues/{id}/promotions': {
    name: 'Matrix promotion',
    discount_type: 'percent',
    discount_value: 10,
    applies_to: 'menu',
  },
  '/restaurant/venues/{id}/promotions/{promotionId}': {
    name: 'Matrix promotion',
    discount_type: 'percent',
    discount_value: 15,
    applies_to: 'menu',
  },
  '/restaurant/venues/{id}/promotions/{promotionId}/status': { action: 'pause' },
  // Reviews and messages (docs/product.md#restaurant-social).
  '/restaurant/venues/{id}/reviews/{reviewId}/reply': { reply: 'Thank you!' },
  // Bank details and ad requests: bodies that pass validation, so another venue's owner meets the 404.
  '/restaurant/venues/{id}/bank-details': {
    account_holder: 'Matrix Foods',
    bank_name: 'FNB',
    branch_code: '250655',
    account_number: '62812345678',
    account_type: 'cheque',
  },
  '/restaurant/venues/{id}/ads': { special_offer: 'Matrix special', start_date: '2099-01-01' },
  '/orders/{id}/messages': { body: 'Matrix hello' },
  // Grocery substitutions (decision 070): the order is not being packed (409) / no such proposal (409).
  '/restaurant/orders/{id}/substitutions': {
    order_item_id: '00000000-0000-4000-8000-000000000000',
    proposed_item_id: null,
  },
  '/orders/{id}/substitutions/answer': {
    substitution_id: '00000000-0000-4000-8000-000000000000',
    accept: true,
  },
  // Order for later (docs/product.md#order-for-later): the dev-only release sweep, admins only.
  '/dev/scheduled-orders/release': { at: '2026-12-03T12:00:00+02:00' },
  // Correcting a saved address (and deleting one, which ignores the body).
  '/profile/addresses/{id}': { street: '2 Main Road', city: 'Mahikeng', province: 'North West' },
};

/**
 * Public routes that authenticate the caller themselves (a provider's webhook: a secret or a signature), answering
 * everyone alike without it: 404 while the provider is not configured, as here.
 */
const SELF_AUTHENTICATED: Record<string, number> = {
  '/webhooks/whatsapp': 404,
  '/webhooks/bulksms/{token}': 404,
};

type Operation = { 'x-audience'?: Audience };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

describe('authorization matrix', () => {
  let t: TestApp;
  const cookies = new Map<Who, string>();
  const password = 'matrix-pass';

  async function signInAll() {
    for (const who of EVERYONE) {
      if (who === 'anonymous') continue;
      cookies.set(who, await t.signIn(`${who.toLowerCase()}@matrix.test`, password));
    }
  }

  /**
   * A fresh object for each route with a path parameter, and who owns it (every other caller of the right
   * audience must get 404). `owners: null` means the object is public or not owned (any allowed caller may see it).
   */
  async function ownedObjectFor(
    path: string,
    method: string,
  ): Promise<
    { id: string; owners: Who[] | null; params?: Record<string, string>; everyone?: number } | undefined
  > {
    if (/^\/restaurants\/\{id\}/.test(path)) return { id: restaurantX, owners: null };
    // The venue editor's nested objects: a fresh category / item of restaurant X for each route.
    if (/^\/restaurant\/venues\/\{id\}\/(menu|images)\//.test(path)) {
      const params: Record<string, string> = { kind: 'logo' };
      if (path.includes('{categoryId}')) {
        const [c] = await t.database.db
          .insert(menuCategories)
          .values({ restaurantId: restaurantX, name: `Matrix ${Math.random()}` })
          .returning();
        params.categoryId = c!.id;
      }
      if (path.includes('{itemId}'))
        params.itemId = (await insertMenuItem(t.database.db, restaurantX, { priceCents: 6000 })).id;
      return { id: restaurantX, owners: ['ownerX'], params };
    }
    // A fresh review / live story of restaurant X for the routes that name one.
    if (path.startsWith('/restaurant/venues/{id}/reviews/{reviewId}')) {
      const review = await insertReview(t.database.db, restaurantX, { restaurantRating: 4 });
      return { id: restaurantX, owners: ['ownerX'], params: { reviewId: review.id } };
    }
    if (path.startsWith('/restaurant/venues/{id}/stories/{storyId}'))
      return { id: restaurantX, owners: ['ownerX'], params: { storyId: await storyOfX() } };
    // Any signed-in person may count a view of a live story.
    if (path === '/stories/{id}/view') return { id: await storyOfX(), owners: null };
    // A promotion of restaurant X for each route that names one.
    if (path.startsWith('/restaurant/venues/{id}/promotions/{promotionId}')) {
      const [p] = await t.database.db
        .insert(promotions)
        .values({
          restaurantId: restaurantX,
          name: 'Matrix promotion',
          discountType: 'percent',
          discountValue: 10,
        })
        .returning();
      return { id: restaurantX, owners: ['ownerX'], params: { promotionId: p!.id } };
    }
    // The portal's venue routes: only the venue's own members (restaurant X's owner) get past the 404.
    if (path.startsWith('/restaurant/venues/{id}')) return { id: restaurantX, owners: ['ownerX'] };
    if (
      /^\/(orders|restaurant\/orders|driver\/orders|driver\/offers|admin\/orders|admin\/dispatch\/orders)\/\{id\}/.test(
        path,
      ) ||
      path === '/orders/by-number/{number}'
    ) {
      const res = await t.request<{ order: { id: string; order_number: string } }>('POST', '/api/orders', {
        cookie: cookies.get('customerA'),
        body: {
          idempotency_key: `matrix-${Date.now()}-${Math.random()}`,
          restaurant_id: restaurantX,
          items: [{ menu_item_id: dishX, quantity: 2 }],
          delivery_address: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
          delivery_location: { latitude: -25.85, longitude: 25.64 },
          payment_method: 'cash',
        },
      });
      if (res.status !== 201)
        throw new Error(`order fixture failed: ${res.status} ${JSON.stringify(res.body)}`);
      const id = path.includes('{number}') ? res.body.order.order_number : res.body.order.id;
      if (path.startsWith('/restaurant/')) return { id, owners: ['ownerX'] };
      // Any driver may try to accept an open job; only the assigned driver may move it further.
      if (path === '/driver/orders/{id}/accept') return { id, owners: null };
      // Declining an offer one was never made answers 409 "This offer has ended." to any driver.
      if (path === '/driver/offers/{id}/decline') return { id, owners: null };
      if (path.startsWith('/driver/')) return { id, owners: [] };
      // A refund of the order, failed, for the admin's retry and resolve (decision 045).
      if (path.includes('{refundId}')) {
        const [r] = await t.database.db
          .insert(refunds)
          .values({
            orderId: id,
            pfPaymentId: 'matrix-pf',
            amountCents: 100,
            reason: 'Matrix',
            status: 'failed',
          })
          .returning();
        return { id, owners: null, params: { refundId: r!.id } };
      }
      if (path.startsWith('/admin/')) return { id, owners: null };
      // The order's conversation: its customer, its venue's members and admins (no driver is assigned yet).
      if (
        path === '/orders/{id}' ||
        path === '/orders/by-number/{number}' ||
        path.startsWith('/orders/{id}/messages')
      )
        return { id, owners: ['customerA', 'ownerX', 'admin'] };
      return { id, owners: ['customerA'] };
    }
    if (path === '/notifications/{id}/read') {
      const n = await t.database.db
        .insert(notifications)
        .values({
          userId: userIds.customerA!,
          title: 'Order Update',
          message: 'Your order has been confirmed!',
        })
        .returning();
      return { id: n[0]!.id, owners: ['customerA'] };
    }
    // A second session of customer A's (another device): only customer A may sign it out.
    if (path === '/account/sessions/{id}') {
      await t.signIn('customera@matrix.test', password);
      const [latest] = await t.database.db.query.session.findMany({
        where: (s, { eq }) => eq(s.userId, userIds.customerA!),
        orderBy: (s, { desc }) => desc(s.createdAt),
        limit: 1,
      });
      return { id: latest!.id, owners: ['customerA'] };
    }
    if (path === '/profile/addresses/{id}') {
      const a = await t.database.db
        .insert(savedAddresses)
        .values({
          userId: userIds.customerA!,
          street: '1 Main Road',
          city: 'Mahikeng',
          province: 'North West',
        })
        .returning();
      return { id: a[0]!.id, owners: ['customerA'] };
    }
    // Signed links carry their own authorisation: a forged one is refused (403) for everyone alike.
    if (path === '/storage/signed/{bucket}/{path}')
      return {
        id: '',
        owners: null,
        params: { bucket: 'receipts', path: '1-receipt.png?exp=1&sig=forged' },
        everyone: 403,
      };
    // The admin console addresses users and venues: real ones, not owned (admins only).
    if (path.startsWith('/admin/users/{id}')) return { id: userIds.customerB!, owners: null };
    if (path.startsWith('/admin/restaurants/{id}')) return { id: restaurantX, owners: null };
    if (path.startsWith('/admin/drivers/{id}')) return { id: userIds.driver!, owners: null };
    // The simulator's refund API names a PayFast payment; it checks its own signature (public, like PayFast).
    // Its refund retrieval (GET) refuses an unsigned request for everyone alike, as PayFast does.
    if (path === '/payments/simulator/api/refunds/{id}')
      return method === 'get'
        ? { id: '1000001', owners: null, everyone: 401 }
        : { id: '1000001', owners: null };
    if (path === '/webhooks/bulksms/{token}') return { id: 'forged-token', owners: null };
    // A door payment link is its own secret (decision 071): an unknown one is a 404 for everyone alike.
    if (path.startsWith('/pay/{token}'))
      return { id: '', owners: null, params: { token: 'unknown-door-link-0000' }, everyone: 404 };
    // Admin decisions address applications by id: not owned, admins only (an unknown id is a plain 404).
    if (path.startsWith('/admin/')) return { id: '00000000-0000-4000-8000-000000000000', owners: null };
    return undefined;
  }

  async function storyOfX() {
    const [story] = await t.database.db
      .insert(stories)
      .values({
        restaurantId: restaurantX,
        imagePath: `stories/${restaurantX}/matrix-${Math.random()}.webp`,
        imageUrl: '/matrix.webp',
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    return story!.id;
  }

  let restaurantX = '';
  let dishX = '';
  const userIds: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    // Callers come from 10.20.x.y (spreading the per-IP limits): the dev mailbox, loopback-only by default
    // (local-only.db.test.ts), is shared here so its declared audience can be checked.
    t = await createTestApp({ env: { DEV_MAILBOX_REMOTE: 'true' } });
    const db = t.database.db;
    const x = await insertRestaurant(db, { name: 'Restaurant X' });
    restaurantX = x.id;
    dishX = (await insertMenuItem(db, x.id, { priceCents: 6000 })).id;
    VALID_BODIES['/restaurant/venues/{id}/menu/sold-out'] = { item_ids: [dishX], sold_out: false };
    const y = await insertRestaurant(db, { name: 'Restaurant Y' });
    for (const [who, roles] of Object.entries(ROLES)) {
      const u = await insertUser(db, {
        email: `${who.toLowerCase()}@matrix.test`,
        name: who,
        password,
        roles: roles as never,
      });
      userIds[who as Who] = u.id;
      if (who === 'ownerX') await addRestaurantMember(db, u.id, x.id);
      if (who === 'ownerY') await addRestaurantMember(db, u.id, y.id);
      if (who === 'driver') await insertDriverProfile(db, u.id, { status: 'approved' });
    }
    await signInAll();
  });
  afterAll(() => t.close());

  it('every registered API route is documented with an audience', async () => {
    const { body } = await t.get<OpenApi>('/api/openapi.json');
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(body.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        documented.add(`${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`);
        expect(op['x-audience'], `${method} ${path} declares no audience`).toBeDefined();
      }
    }
    const registered = t.app.routes
      .filter((r) => r.path.startsWith('/api') && r.method !== 'ALL')
      .filter((r) => !NOT_IN_OPENAPI.some((re) => re.test(r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect(registered.length).toBeGreaterThan(5);
    for (const route of registered)
      expect(documented, `${route} is not in the OpenAPI document`).toContain(route);
  });

  it("each caller gets exactly what the declared audience allows, and another owner's object is a 404", async () => {
    const { body } = await t.get<OpenApi>('/api/openapi.json');
    const failures: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(body.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const audience = op['x-audience']!;
        const owned = path.includes('{') ? await ownedObjectFor(path, method) : null;
        if (owned === undefined) {
          failures.push(
            `${method.toUpperCase()} ${path}: add a fixture for its path parameter to OWNED_OBJECTS`,
          );
          continue;
        }
        const url = `/api${path.replace(/\{(\w+)\}/g, (_m, name: string) => owned?.params?.[name] ?? owned?.id ?? '')}${VALID_QUERIES[path] ?? ''}`;
        for (const who of EVERYONE) {
          const res = await t.request(method.toUpperCase(), url, {
            cookie: cookies.get(who),
            body: method === 'get' ? undefined : (VALID_BODIES[path] ?? {}),
            ip: `10.20.${EVERYONE.indexOf(who)}.${checked % 250}`,
          });
          checked++;
          let expected: number | 'allowed' = allowed(audience, who)
            ? 'allowed'
            : who === 'anonymous'
              ? 401
              : 403;
          if (expected === 'allowed' && owned?.owners && !owned.owners.includes(who as never)) expected = 404;
          if (owned?.everyone) expected = owned.everyone;
          if (SELF_AUTHENTICATED[path]) expected = SELF_AUTHENTICATED[path];
          const ok =
            expected === 'allowed'
              ? ![401, 403, 404].includes(res.status) && res.status < 500
              : res.status === expected;
          if (!ok)
            failures.push(
              `${method.toUpperCase()} ${path} [${audience}] as ${who}: ${res.status}, expected ${expected}`,
            );
        }
        // Signing out ends the caller's sessions; sign everyone in again for the next route.
        if (path.includes('sign-out')) await signInAll();
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    // Hundreds of requests, each with its own fixture objects: give it room on a busy 2-core CI machine.
  }, 180_000);
});
