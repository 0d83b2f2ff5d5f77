import '@/test/setup.ts';
import type { SearchResponse } from '@lekker/core/contracts/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLocationController } from '@/features/location/hooks/use-location.ts';
import { makeRestaurant, stubFetch } from '@/test/fixtures.ts';
import { renderRoute } from '@/test/render.tsx';

const napoli = makeRestaurant({ name: 'Napoli on Nelson Mandela', cuisine: 'Pizza', distance_km: 0.8 });
const crust = makeRestaurant({ name: 'Crust & Coal', cuisine: 'Pizza', is_open: false });

const pizzaResults: SearchResponse = {
  query: 'pizza',
  count: 2,
  results: [
    {
      restaurant: napoli,
      score: 0.9,
      matched_on: ['cuisine'],
      items: [
        {
          id: '00000000-0000-4000-8000-0000000a0001',
          restaurant_id: napoli.id,
          name: 'Boerewors & Chakalaka Pizza',
          description: 'Local favourite.',
          price_cents: 15500,
          image_url: null,
          is_available: true,
          preparation_time: 20,
          category: 'Mains',
        },
      ],
    },
    { restaurant: crust, score: 0.8, matched_on: ['cuisine'], items: [] },
  ],
};

beforeEach(() => resetLocationController());

describe('search page', () => {
  it('starts with an invitation to search', async () => {
    const { calls, fetchStub } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderRoute('/search');
    expect(await screen.findByText('What are you hungry for?', undefined, { timeout: 3000 })).toBeTruthy();
    expect(calls.some((url) => url.startsWith('/api/search'))).toBe(false);
  });

  it('asks for 2 characters before searching', async () => {
    const { calls, fetchStub } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderRoute('/search?q=p');
    expect(
      await screen.findByText('Type at least 2 characters to search.', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(calls.some((url) => url.startsWith('/api/search'))).toBe(false);
  });

  it('shows results grouped by restaurant with matching dishes, using the stored location', async () => {
    window.localStorage.setItem(
      'lekker.location',
      JSON.stringify({ latitude: -25.856, longitude: 25.6403, accuracy: 0, city: 'Mahikeng' }),
    );
    const { calls, fetchStub } = stubFetch({ '/api/search': pizzaResults });
    vi.stubGlobal('fetch', fetchStub);
    renderRoute('/search?q=pizza');
    const results = await screen.findAllByTestId('search-result', undefined, { timeout: 3000 });
    expect(results).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “pizza”' })).toBeTruthy();
    expect(screen.getByText('2 places found')).toBeTruthy();
    const first = results[0]!;
    expect(within(first).getByRole('link', { name: 'Napoli on Nelson Mandela' }).getAttribute('href')).toBe(
      `/restaurant/${napoli.id}`,
    );
    expect(within(first).getByText('Boerewors & Chakalaka Pizza')).toBeTruthy();
    expect(within(first).getByText('R155.00')).toBeTruthy();
    expect(within(first).getByText('0.8 km')).toBeTruthy();
    expect(within(results[1]!).getByText('Closed now')).toBeTruthy();
    const url = calls.find((u) => u.startsWith('/api/search')) ?? '';
    expect(url).toContain('q=pizza');
    expect(url).toContain('lat=-25.856');
    expect(url).toContain('lng=25.6403');
  });

  it('searches from its own box and says when nothing matches', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/search': { query: 'zzz', count: 0, results: [] } }).fetchStub);
    const { router } = renderRoute('/search');
    const box = await screen.findByRole(
      'searchbox',
      { name: 'Search restaurants and dishes' },
      { timeout: 3000 },
    );
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'));
    expect(await screen.findByText('No results')).toBeTruthy();
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    const ok = stubFetch({ '/api/search': pizzaResults }).fetchStub;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (fail && String(input).startsWith('/api/search')) {
        return new Response(JSON.stringify({ error: { code: 'internal', message: 'Search is down' } }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return ok(input);
    });
    renderRoute('/search?q=pizza');
    const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
    expect(alert.textContent).toContain('Search is down');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('search-result')).toHaveLength(2);
  });
});
