import { ORDER_STATUSES } from '@lekker/core/order-status';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fakes/api-server.ts';
import { renderRoute } from '@/test/render.tsx';
import { type RouteHandle, routes } from './router.tsx';

/** The page a path renders, read from the leaf route's handle. */
function pageAt(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  return (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.page;
}

const RESTAURANT_ID = '00000000-0000-4000-8000-000000000001';

/** /api/me for a signed-in person holding `roles` (the area guards read it). */
function viewerWith(roles: string[]) {
  return {
    user: { id: 'u1', email: 'someone@example.test', name: 'Someone', email_verified: true },
    roles,
    profile: null,
    driver_application: roles.includes('driver')
      ? { status: 'approved', vehicle_type: 'car', created_at: '2025-01-01T00:00:00.000Z' }
      : null,
    restaurant_applications: [],
  };
}

/** The API a restaurant member's portal reads: the viewer, one live venue, its day and its (empty) desk. */
function portalApi() {
  return {
    '/api/me': viewerWith(['restaurant']),
    '/api/restaurant/venues': {
      venues: [
        {
          id: RESTAURANT_ID,
          name: 'Kasi Kota Corner',
          is_active: true,
          role: 'owner',
          went_live_at: '2025-01-01T00:00:00.000Z',
          suspension: null,
        },
      ],
    },
    [`/api/restaurant/venues/${RESTAURANT_ID}/today`]: {
      restaurant_id: RESTAURANT_ID,
      date: '2025-01-01',
      orders_by_status: Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])),
      orders_total: 0,
      revenue_cents: 0,
      average_prep_minutes: null,
      open: { is_open: true, reason: 'Open' },
    },
    [`/api/restaurant/venues/${RESTAURANT_ID}/desk`]: { orders: [], synced_at: '2025-01-01T00:00:00.000Z' },
  };
}

describe('route table (docs/product.md#routes)', () => {
  it.each([
    ['/', 'home'],
    ['/groceries', 'groceries'],
    [`/restaurant/${RESTAURANT_ID}`, 'restaurant-menu'],
    ['/custom-delivery', 'custom-delivery'],
    ['/cart', 'cart'],
    ['/cart?pay=1', 'cart'],
    ['/auth', 'auth'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/about', 'about'],
    ['/contact', 'contact'],
    ['/profile', 'profile'],
    ['/order-tracking', 'order-tracking'],
    ['/payment-success', 'payment-success'],
    ['/payment-cancel', 'payment-cancel'],
    ['/pay/AbCdEfGhIjKlMnOpQrStUvWx', 'pay-at-door'],
    ['/customer-dashboard', 'customer-dashboard'],
    ['/search', 'search'],
    ['/reset-password', 'reset-password'],
    ['/admin/login', 'admin-login'],
    ['/admin-login', 'admin-login'],
    ['/driver/login', 'driver-login'],
    ['/driver-login', 'driver-login'],
    ['/restaurant/login', 'restaurant-login'],
    ['/restaurant-login', 'restaurant-login'],
    ['/driver/status', 'driver-status'],
    ['/restaurant/status', 'restaurant-status'],
    ['/driver-dashboard', 'driver-dashboard'],
    ['/driver/dashboard', 'driver-dashboard'],
    ['/admin-dashboard', 'admin-dashboard'],
    ['/admin/dashboard', 'admin-dashboard'],
    ['/restaurant-dashboard', 'restaurant-dashboard'],
    ['/restaurant/dashboard', 'restaurant-dashboard'],
    ['/restaurant/portal', 'portal-home'],
    ['/restaurant/portal/orders', 'portal-orders'],
    ['/restaurant/portal/menu', 'portal-menu'],
    ['/restaurant/portal/settings', 'portal-settings'],
    ['/restaurant/portal/analytics', 'portal-analytics'],
    ['/restaurant/portal/payouts', 'portal-payouts'],
    ['/restaurant/portal/promotions', 'portal-promotions'],
    ['/restaurant/portal/reviews', 'portal-reviews'],
    ['/restaurant/portal/messages', 'portal-messages'],
    ['/restaurant/portal/stories', 'portal-stories'],
  ])('%s renders %s', (path, page) => {
    expect(pageAt(path.split('?')[0] ?? path)).toBe(page);
  });

  it.each([
    '/nope',
    '/restaurant/portal/nope',
    `/restaurant/${RESTAURANT_ID}/extra`,
    '/admin/nope',
    '/driver',
  ])('%s is not found', (path) => {
    expect(pageAt(path)).toBe('not-found');
  });

  it.each(['/restaurant/login', '/restaurant/status', '/restaurant/dashboard', '/restaurant/portal'])(
    '%s is not captured by /restaurant/:id',
    (path) => {
      const leaf = matchRoutes(routes, path)?.at(-1);
      expect(leaf?.route.path).not.toBe('restaurant/:id');
      expect(leaf?.params.id).toBeUndefined();
    },
  );

  it.each([
    ['/restaurant', '/restaurant/portal'],
    ['/restaurant-portal', '/restaurant/portal'],
    ['/admin', '/admin/dashboard'],
  ])('%s redirects to %s', async (from, to) => {
    const router = createMemoryRouter(routes, { initialEntries: [from] });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    router.dispose();
  });
});

describe('rendered routes', () => {
  it('renders the restaurant login page, not a restaurant menu, at /restaurant/login', async () => {
    const { calls } = stubApi({});
    renderRoute('/restaurant/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant sign-in' })).toBeInTheDocument();
    // Only the session check (/api/me), no restaurant lookup.
    expect(calls.filter((url) => !url.startsWith('/api/me'))).toEqual([]);
  });

  it('renders a friendly not-found page with a link home inside the customer shell', async () => {
    renderRoute('/definitely/not/here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Cash on Delivery');
  });

  it('follows a redirect and renders the portal home', async () => {
    stubApi(portalApi());
    const { router } = renderRoute('/restaurant-portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant portal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restaurant/portal');
  });

  it('renders a nested portal page with its section heading', async () => {
    stubApi(portalApi());
    renderRoute('/restaurant/portal/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' })).toBeInTheDocument();
    const current = screen.getByRole('link', { name: 'Payouts' });
    expect(current).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/about', 'About Lekker Eats'],
    ['/contact', 'Contact us'],
    ['/auth', 'Sign in or sign up'],
    ['/cart', 'Your cart is empty'],
    ['/driver-dashboard', 'Driver dashboard'],
    ['/admin/login', 'Admin sign-in'],
  ])('%s shows its heading', async (path, heading) => {
    // The driver dashboard is for approved drivers; the other pages are open to visitors.
    if (path === '/driver-dashboard') {
      stubApi({ '/api/me': viewerWith(['customer', 'driver']) });
    }
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
