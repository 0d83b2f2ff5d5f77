import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';
import { type PortalVenue, pickVenue, rememberedVenue, withVenue } from './portal-venue.tsx';
import { badgedTitle } from './use-title-badge.ts';

const venue = (id: string, name: string): PortalVenue => ({
  id,
  name,
  is_active: true,
  role: 'owner',
  went_live_at: null,
  suspension: null,
});
const A = venue('00000000-0000-4000-8000-00000000000a', 'Aloe Kitchen');
const B = venue('00000000-0000-4000-8000-00000000000b', 'Baobab Grill');

describe('portal venue', () => {
  it('picks the URL’s venue, else the remembered one, else the first; never a foreign one', () => {
    expect(pickVenue([A, B], B.id, A.id)).toBe(B);
    expect(pickVenue([A, B], 'someone-elses', B.id)).toBe(B);
    expect(pickVenue([A, B], null, 'gone')).toBe(A);
    expect(pickVenue([], null, null)).toBeNull();
  });

  it('keeps the venue in portal links', () => {
    expect(withVenue('/restaurant/portal/orders', A.id)).toBe(`/restaurant/portal/orders?venue=${A.id}`);
    expect(withVenue('/restaurant/portal?tab=x', A.id)).toBe(`/restaurant/portal?tab=x&venue=${A.id}`);
    expect(withVenue('/restaurant/portal', null)).toBe('/restaurant/portal');
  });

  it('puts a count in front of the tab title and takes it away at 0', () => {
    expect(badgedTitle('Orders | Lekker Eats', 2)).toBe('(2) Orders | Lekker Eats');
    expect(badgedTitle('(2) Orders | Lekker Eats', 3)).toBe('(3) Orders | Lekker Eats');
    expect(badgedTitle('(3) Orders | Lekker Eats', 0)).toBe('Orders | Lekker Eats');
    expect(badgedTitle('Orders', 120)).toBe('(99+) Orders');
  });

  it('tells a restaurant account without a venue what to do', async () => {
    mockApi({
      'GET /api/me': { body: makeViewer({ roles: ['customer', 'restaurant'] }) },
      'GET /api/restaurant/venues': { body: { venues: [] } },
    });
    renderRoute('/restaurant/portal/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'No venue yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your application status' })).toHaveAttribute(
      'href',
      '/restaurant/status',
    );
  });

  it('remembers the venue as JSON, still reads a bare id stored before, and ignores a garbled entry', () => {
    rememberedVenue.write(B.id);
    expect(window.localStorage.getItem('lekker.portal.venue')).toBe(JSON.stringify(B.id));
    expect(rememberedVenue.read()).toBe(B.id);
    window.localStorage.setItem('lekker.portal.venue', A.id);
    expect(rememberedVenue.read()).toBe(A.id);
    for (const garbled of ['', '{"id":1}', '42', `"${'x'.repeat(101)}"`]) {
      window.localStorage.setItem('lekker.portal.venue', garbled);
      expect(rememberedVenue.read()).toBeNull();
    }
  });

  it('shows the remembered venue and writes it into the URL and the portal links', async () => {
    window.localStorage.setItem('lekker.portal.venue', JSON.stringify(B.id));
    mockApi({
      'GET /api/me': { body: makeViewer({ roles: ['customer', 'restaurant'] }) },
      'GET /api/restaurant/venues': { body: { venues: [A, B] } },
      [`GET /api/restaurant/venues/${B.id}/desk`]: {
        body: { orders: [], synced_at: new Date().toISOString() },
      },
    });
    const { router } = renderRoute('/restaurant/portal/payouts');
    const select = await screen.findByLabelText('Venue');
    expect(select).toHaveValue(B.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?venue=${B.id}`));
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute(
      'href',
      `/restaurant/portal/menu?venue=${B.id}`,
    );
    expect(rememberedVenue.read()).toBe(B.id);
  });

  it('falls back to the first venue when the remembered entry is garbled, and remembers that one', async () => {
    window.localStorage.setItem('lekker.portal.venue', '{garbled');
    mockApi({
      'GET /api/me': { body: makeViewer({ roles: ['customer', 'restaurant'] }) },
      'GET /api/restaurant/venues': { body: { venues: [A, B] } },
    });
    const { router } = renderRoute('/restaurant/portal/payouts');
    expect(await screen.findByLabelText('Venue')).toHaveValue(A.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?venue=${A.id}`));
    expect(window.localStorage.getItem('lekker.portal.venue')).toBe(JSON.stringify(A.id));
  });
});
