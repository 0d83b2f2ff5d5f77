// Playwright fixtures per role. Specs import `test` and `expect` from here instead of '@playwright/test':
//
//   test('the desk confirms', async ({ page, loginAs, apiAs }) => {
//     await loginAs('restaurant');                 // this page is signed in as the demo owner (no form)
//     const driver = await apiAs('driver');        // a separate API client signed in as the demo driver
//     const fresh = await newDriver();             // a new, approved driver; then loginAs('driver', { account: fresh })
//   });
//
// Sign-ins go through POST /api/account/sign-in with the page's request context, so the session cookie lands in
// the browser context in one round trip. Accounts come from the demo seed (apps/server/src/seed/demo-data.ts);
// new partners are made through the same endpoints a person and an admin use (apply, approve).
import { type APIRequest, type APIRequestContext, expect, type Page } from '@playwright/test';
import {
  apiPost,
  createConfirmedAccount,
  DEMO,
  DEMO_PASSWORD,
  type DoorRole,
  signInViaApi,
  uniqueEmail,
} from './auth.ts';
import { test as base } from './clock.ts';

export { expect };
export type Role = DoorRole;

export type Credentials = { email: string; password: string };
export type SignedIn = Credentials & { role: Role; userId: string };
/** A partner made for one test: signed up, e-mail confirmed, applied, approved by the demo admin. */
export type NewPartner = Credentials & { name: string; phone: string; userId: string; applicationId: string };
export type NewRestaurantOwner = NewPartner & { restaurantId: string; restaurantName: string };

/**
 * Signs `target` in at the door of `role` — the demo account of that role unless `account` is given. With a Page
 * the cookie lands in that page's browser context; with an APIRequestContext, in that context.
 */
export async function signInAs(
  target: Page | APIRequestContext,
  role: Role,
  account: Credentials = { email: DEMO[role], password: DEMO_PASSWORD },
): Promise<SignedIn> {
  // The customer door sends no role, as the storefront's sign-in form does.
  const { user } = await signInViaApi(
    target,
    account.email,
    account.password,
    role === 'customer' ? undefined : role,
  );
  return { ...account, role, userId: user.id };
}

type PendingApplication = { kind: 'driver' | 'restaurant'; id: string; email: string };

/** Approves the pending application of `email` as `admin` (a context signed in as an admin). */
async function approve(admin: APIRequestContext, kind: PendingApplication['kind'], email: string) {
  const list = await admin.get('/api/admin/applications?status=pending');
  expect(list.ok(), `admin applications list: ${list.status()}`).toBe(true);
  const { applications } = (await list.json()) as { applications: PendingApplication[] };
  const application = applications.find((a) => a.kind === kind && a.email === email);
  if (!application) throw new Error(`no pending ${kind} application for ${email}`);
  const path =
    kind === 'driver'
      ? `/api/admin/drivers/${application.id}/status`
      : `/api/admin/restaurant-applications/${application.id}/status`;
  const decided = await apiPost(admin, path, { status: 'approved', reason: 'Checked by the e2e fixture' });
  expect(decided.status(), `approving ${email}: ${await decided.text()}`).toBe(200);
  return application.id;
}

/**
 * A new account that applied as a driver or restaurant owner and was approved. Uses its own API context for the
 * applicant, so no page is signed in; sign one in with `loginAs(kind, { account })`.
 */
async function createApprovedPartner(
  requests: APIRequest,
  baseURL: string,
  admin: APIRequestContext,
  kind: 'driver' | 'restaurant',
  { vehicle = 'scooter', restaurantName }: { vehicle?: string; restaurantName?: string } = {},
): Promise<NewPartner & { restaurantId?: string; restaurantName?: string }> {
  const applicant = await requests.newContext({ baseURL });
  try {
    const name = kind === 'driver' ? 'E2E Driver' : 'E2E Owner';
    const phone = '082 123 4567';
    const account = await createConfirmedAccount(applicant, { name, prefix: kind });
    await signInViaApi(applicant, account.email, account.password);
    const venueName = restaurantName ?? `E2E Venue ${uniqueEmail('v').slice(2, 16)}`;
    const applied =
      kind === 'driver'
        ? await apiPost(applicant, '/api/applications/driver', { vehicle_type: vehicle, phone })
        : await apiPost(applicant, '/api/applications/restaurant', {
            restaurant_name: venueName,
            address: '12 Shippard Street, Mahikeng',
            phone,
          });
    expect(applied.status(), `${kind} application: ${await applied.text()}`).toBe(201);
    const applicationId = await approve(admin, kind, account.email);
    const me = (await (await applicant.get('/api/me')).json()) as {
      user: { id: string };
      restaurant_applications: { id: string; restaurant_id: string | null }[];
    };
    const partner = { ...account, phone, userId: me.user.id, applicationId };
    if (kind === 'driver') return partner;
    const restaurantId = me.restaurant_applications.find((a) => a.id === applicationId)?.restaurant_id;
    if (!restaurantId) throw new Error(`approving ${account.email} created no restaurant`);
    return { ...partner, restaurantId, restaurantName: venueName };
  } finally {
    await applicant.dispose();
  }
}

type RoleFixtures = {
  /** Signs the test's page (or `target`) in as the demo account of `role`, or as `account`. */
  loginAs(
    role: Role,
    options?: { account?: Credentials; target?: Page | APIRequestContext },
  ): Promise<SignedIn>;
  /** A separate API client signed in as `role` (demo account unless `account`), disposed after the test. */
  apiAs(role: Role, account?: Credentials): Promise<APIRequestContext>;
  /** A fresh approved driver (not signed in anywhere). */
  newDriver(options?: {
    vehicle?: 'bicycle' | 'scooter' | 'motorbike' | 'car' | 'bakkie';
  }): Promise<NewPartner>;
  /** A fresh approved restaurant owner with the (inactive) venue the approval created. */
  newRestaurantOwner(options?: { restaurantName?: string }): Promise<NewRestaurantOwner>;
};

export const test = base.extend<RoleFixtures>({
  loginAs: async ({ page }, use) => {
    await use((role, options = {}) => signInAs(options.target ?? page, role, options.account));
  },
  apiAs: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (role, account) => {
      const context = await playwright.request.newContext({ baseURL });
      contexts.push(context);
      await signInAs(context, role, account);
      return context;
    });
    await Promise.all(contexts.map((c) => c.dispose()));
  },
  newDriver: async ({ playwright, baseURL, apiAs }, use) => {
    await use(async (options) =>
      createApprovedPartner(playwright.request, baseURL as string, await apiAs('admin'), 'driver', options),
    );
  },
  newRestaurantOwner: async ({ playwright, baseURL, apiAs }, use) => {
    await use(
      async (options) =>
        (await createApprovedPartner(
          playwright.request,
          baseURL as string,
          await apiAs('admin'),
          'restaurant',
          options,
        )) as NewRestaurantOwner,
    );
  },
});
