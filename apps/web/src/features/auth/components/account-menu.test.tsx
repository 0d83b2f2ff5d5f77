import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';
import { PREFERRED_ROLE_KEY } from '../storage.ts';

afterEach(() => {
  toast.dismiss();
});

const openMenu = async () => {
  fireEvent.click(
    await screen.findByRole('button', { name: /Account menu, signed in as/ }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Account' });
};

describe('account menu and sign-out', () => {
  it("shows 'Sign in' linking to /auth for visitors, coming back to the page they were on", async () => {
    mockApi({});
    renderRoute('/about');
    const link = await screen.findByRole('link', { name: 'Sign in' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/auth?redirect=%2Fabout');
  });

  it('lists the roles of a multi-role user; switching sets the preferred role and opens its area', async () => {
    mockApi({ 'GET /api/me': { body: makeViewer({ roles: ['admin', 'customer'] }) } });
    const { router } = renderRoute('/about');
    const menu = await openMenu();
    const current = within(menu).getByRole('button', { name: 'Admin (current)' });
    expect(current).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(menu).getByRole('button', { name: 'Customer' }));
    expect(window.localStorage.getItem(PREFERRED_ROLE_KEY)).toBe('"customer"');
    // The home page module loads lazily (slow on a cold start).
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('gives a single partner role a link to its area', async () => {
    mockApi({ 'GET /api/me': { body: makeViewer({ roles: ['restaurant'] }) } });
    const { router } = renderRoute('/about');
    const menu = await openMenu();
    expect(within(menu).getByText('Your area')).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('button', { name: 'Restaurant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/portal'), { timeout: 5000 });
  });

  it('has no role list for a customer', async () => {
    mockApi({ 'GET /api/me': { body: makeViewer() } });
    renderRoute('/about');
    const menu = await openMenu();
    expect(within(menu).queryByText('Switch role')).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('sign-out signs out globally, clears every lekker.* key (cart included) and goes home', async () => {
    let signedIn = true;
    const api = mockApi({
      'GET /api/me': () => (signedIn ? { body: makeViewer() } : signedOut),
      'POST /api/account/sign-out': () => {
        signedIn = false;
        return { body: { ok: true } };
      },
    });
    const store = window.localStorage;
    store.setItem(PREFERRED_ROLE_KEY, 'customer');
    store.setItem('lekker.location', JSON.stringify({ latitude: -25.8, longitude: 25.6, city: 'Mahikeng' }));
    store.setItem('lekker.pendingOrder', '{"total":1}');
    store.setItem('lekker.pendingApplication', '{"kind":"driver"}');
    store.setItem(
      'lekker.cart',
      JSON.stringify({
        items: [{ id: 'a', name: 'Kota', restaurant_id: 'r1', price_cents: 4500, quantity: 2 }],
        restaurant_id: 'r1',
        restaurant_name: 'Kota King',
      }),
    );
    store.setItem('unrelated', 'kept');
    const { router } = renderRoute('/about');
    expect(
      await screen.findByRole('link', { name: 'Orders, 2 items in cart' }, { timeout: 5000 }),
    ).toBeInTheDocument();

    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/account/sign-out')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    for (const key of [
      PREFERRED_ROLE_KEY,
      'lekker.location',
      'lekker.pendingOrder',
      'lekker.pendingApplication',
    ]) {
      expect(store.getItem(key)).toBeNull();
    }
    expect(store.getItem('unrelated')).toBe('kept');
    // The in-memory cart followed the storage (the Orders tab lost its badge); at most an empty cart is saved back.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Orders' })).toBeInTheDocument());
    const cart = store.getItem('lekker.cart');
    expect(cart === null || (JSON.parse(cart) as { items: unknown[] }).items.length === 0).toBe(true);
  });

  it('a 401 from any request signs the tab out (the session ended elsewhere)', async () => {
    let signedIn = true;
    mockApi({
      'GET /api/me': () => (signedIn ? { body: makeViewer() } : signedOut),
      'GET /api/orders': () => ({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
      }),
    });
    const { queryClient } = renderRoute('/about');
    await screen.findByRole('button', { name: /Account menu/ }, { timeout: 5000 });
    signedIn = false;
    // Some other feature's request answers 401.
    await queryClient
      .fetchQuery({
        queryKey: ['orders'],
        queryFn: async () => {
          const { apiGet } = await import('@/lib/api-client.ts');
          return apiGet('/orders');
        },
      })
      .catch(() => undefined);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
