import type { MenuItem, RestaurantDetail } from '@lekker/core/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MENU_FIRST_PASS } from '@/features/menu/components/menu-card.tsx';
import { apiError, serveApi, stubApi } from '@/test/fakes/api-server.ts';
import { makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { renderRoute } from '@/test/render.tsx';

const ID = '00000000-0000-4000-8000-00000000f001';

function restaurant(overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    ...makeRestaurant({ id: ID, name: 'Kasi Kota Corner' }),
    cuisine_type: 'Kota',
    description: 'Loaded kotas.',
    phone: null,
    cover_image_url: null,
    image_url: null,
    logo_url: '/images/logo.svg',
    is_active: true,
    is_partnered: true,
    ...overrides,
  };
}

const items: MenuItem[] = [
  {
    id: '00000000-0000-4000-8000-00000000f101',
    restaurant_id: ID,
    name: 'Kota Classic',
    description: 'Quarter loaf.',
    price_cents: 4500,
    image_url: null,
    is_available: true,
    preparation_time: 10,
    category: 'Mains',
  },
  {
    id: '00000000-0000-4000-8000-00000000f102',
    restaurant_id: ID,
    name: 'Atchar Cup',
    description: null,
    price_cents: 1200,
    image_url: null,
    is_available: true,
    preparation_time: 2,
    category: 'Sides',
  },
];

const noReviews = {
  reviews: [],
  summary: { average: 0, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
};

function stub(detail: RestaurantDetail | null, menu: MenuItem[] = items) {
  const routes: Record<string, unknown> = {
    [`/api/restaurants/${ID}/menu`]: { items: menu },
    [`/api/restaurants/${ID}/reviews`]: noReviews,
  };
  if (detail) routes[`/api/restaurants/${ID}`] = detail;
  stubApi(routes);
}

describe('restaurant menu page', () => {
  it('shows the restaurant, its grouped menu with prices, and sets the cart’s current restaurant', async () => {
    stub(restaurant());
    renderRoute(`/restaurant/${ID}`);
    expect(await screen.findByText('Loading menu…', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kasi Kota Corner' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kasi Kota Corner menu | Lekker Eats'));
    expect(screen.getByText('Partnered')).toBeInTheDocument();
    expect(screen.getByText('Kota')).toBeInTheDocument();
    expect(screen.getByTestId('restaurant-cover')).toHaveAttribute('src', '/images/logo.svg');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    const menu = screen.getByRole('region', { name: 'Menu' });
    expect(within(menu).getByText('Browse available items')).toBeInTheDocument();
    expect(await within(menu).findByRole('heading', { level: 3, name: 'Mains' })).toBeInTheDocument();
    expect(within(menu).getByText('R45.00')).toBeInTheDocument();
    expect(within(menu).getByText('R12.00')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Request a custom delivery' });
    expect(link).toHaveAttribute('href', '/custom-delivery');
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('lekker.cart') ?? '{}')).toMatchObject({
        restaurant_id: ID,
        restaurant_name: 'Kasi Kota Corner',
      }),
    );
  });

  it('renders the first dishes with the menu and the rest a few per task, each anchor there from the start', async () => {
    const many: MenuItem[] = Array.from({ length: 12 }, (_, i) => ({
      ...items[0]!,
      id: `00000000-0000-4000-8000-00000000f2${String(i).padStart(2, '0')}`,
      name: `Dish ${i + 1}`,
    }));
    stub(restaurant(), many);
    renderRoute(`/restaurant/${ID}`);
    const menu = await screen.findByRole('region', { name: 'Menu' });
    await within(menu).findByText('Dish 1');
    const rows = () => menu.querySelectorAll('li[id^="item-"]');
    expect(rows()).toHaveLength(12);
    const shown = within(menu).getAllByTestId('menu-item').length;
    expect(shown).toBeGreaterThanOrEqual(MENU_FIRST_PASS);
    expect(shown).toBeLessThan(12);
    const waiting = [...rows()].filter((row) => row.getAttribute('aria-hidden') === 'true');
    expect(waiting).toHaveLength(12 - shown);
    expect(waiting.every((row) => row.childElementCount === 0)).toBe(true);
    expect(await within(menu).findByText('Dish 12')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByTestId('menu-item')
        .map((row) => row.id),
    ).toEqual(many.map((d) => `item-${d.id}`));
  });

  it('passes the restaurant to the custom delivery page as navigation state', async () => {
    stub(restaurant());
    const { router } = renderRoute(`/restaurant/${ID}`);
    // The custom delivery page reads the state once and then clears it (a reload starts fresh): record what the
    // navigation to it carried.
    const arrived: unknown[] = [];
    const stop = router.subscribe((state) => {
      if (state.location.pathname === '/custom-delivery') arrived.push(state.location.state);
    });
    fireEvent.click(
      await screen.findByRole('link', { name: 'Request a custom delivery' }, { timeout: 3000 }),
    );
    // The custom delivery route loads lazily: slow on a busy 2-core machine.
    await waitFor(
      () => expect(arrived[0]).toEqual({ restaurantId: ID, restaurantName: 'Kasi Kota Corner' }),
      {
        timeout: 10_000,
      },
    );
    stop();
  });

  it('defaults the cuisine to Restaurant and the cover to the placeholder', async () => {
    stub(restaurant({ cuisine_type: null, logo_url: null, is_partnered: false }));
    renderRoute(`/restaurant/${ID}`);
    expect(await screen.findByText('Restaurant', undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('restaurant-cover')).toHaveAttribute('src', '/placeholder.svg');
    expect(screen.queryByText('Partnered')).not.toBeInTheDocument();
  });

  it('says when there is nothing on the menu', async () => {
    stub(restaurant(), []);
    renderRoute(`/restaurant/${ID}`);
    expect(
      await screen.findByText('No items available right now.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says when the restaurant does not exist', async () => {
    stub(null);
    serveApi(http.get(`/api/restaurants/${ID}`, () => apiError(404, 'not_found', 'Restaurant not found.')));
    renderRoute(`/restaurant/${ID}`);
    expect(
      await screen.findByRole('heading', { name: 'Restaurant not found.' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('a menu that fails to load is an error with Retry, not "No items available right now."', async () => {
    let fail = true;
    stub(restaurant());
    serveApi(
      http.get(`/api/restaurants/${ID}/menu`, () =>
        fail ? apiError(500, 'internal_error', 'Something went wrong.') : HttpResponse.json({ items }),
      ),
    );
    renderRoute(`/restaurant/${ID}`);
    const menu = await screen.findByRole('region', { name: 'Menu' }, { timeout: 3000 });
    const alert = await within(menu).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the menu.');
    expect(screen.queryByText('No items available right now.')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(menu).findByText('R45.00')).toBeInTheDocument();
  });

  it('a restaurant that fails to load (not a 404) offers Retry instead of "Restaurant not found."', async () => {
    stub(null);
    serveApi(http.get(`/api/restaurants/${ID}`, () => apiError(503, 'internal_error', 'Try again soon.')));
    renderRoute(`/restaurant/${ID}`);
    expect(
      await screen.findByText(/We could not load this restaurant\./, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Restaurant not found.')).not.toBeInTheDocument();
  });
});
