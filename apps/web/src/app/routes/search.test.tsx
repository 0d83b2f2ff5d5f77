import type { SearchResponse } from '@lekker/core/contracts/search';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLocationController } from '@/features/location/hooks/use-location.ts';
import { apiError, serveApi, stubApi } from '@/test/fakes/api-server.ts';
import { makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { renderRoute } from '@/test/render.tsx';

const napoli = makeRestaurant({ name: 'Napoli on Nelson Mandela', cuisine: 'Pizza', distance_km: 0.8 });
const crust = makeRestaurant({ name: 'Crust & Coal', cuisine: 'Pizza', is_open: false });

const pizzaResults: SearchResponse = {
  query: 'pizza',
  count: 2,
  next_cursor: null,
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
    const { calls } = stubApi({});
    renderRoute('/search');
    expect(
      await screen.findByText('What are you hungry for?', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls.some((url) => url.startsWith('/api/search'))).toBe(false);
  });

  it('asks for 2 characters before searching', async () => {
    const { calls } = stubApi({});
    renderRoute('/search?q=p');
    expect(
      await screen.findByText('Type at least 2 characters to search.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls.some((url) => url.startsWith('/api/search'))).toBe(false);
  });

  it('shows results grouped by restaurant with matching dishes, using the stored location', async () => {
    window.localStorage.setItem(
      'lekker.location',
      JSON.stringify({ latitude: -25.856, longitude: 25.6403, accuracy: 0, city: 'Mahikeng' }),
    );
    const { calls } = stubApi({ '/api/search': pizzaResults });
    renderRoute('/search?q=pizza');
    const results = await screen.findAllByTestId('search-result', undefined, { timeout: 3000 });
    expect(results).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “pizza”' })).toBeInTheDocument();
    expect(screen.getByText('2 places found')).toBeInTheDocument();
    const first = results[0]!;
    expect(within(first).getByRole('link', { name: 'Napoli on Nelson Mandela' })).toHaveAttribute(
      'href',
      `/restaurant/${napoli.id}`,
    );
    expect(within(first).getByText('Boerewors & Chakalaka Pizza')).toBeInTheDocument();
    expect(within(first).getByText('R155.00')).toBeInTheDocument();
    expect(within(first).getByText('0.8 km')).toBeInTheDocument();
    expect(within(results[1]!).getByText('Closed now')).toBeInTheDocument();
    const url = calls.find((u) => u.startsWith('/api/search')) ?? '';
    expect(url).toContain('q=pizza');
    expect(url).toContain('lat=-25.856');
    expect(url).toContain('lng=25.6403');
  });

  it('searches from its own box and says when nothing matches', async () => {
    stubApi({ '/api/search': { query: 'zzz', count: 0, results: [] } });
    const { router } = renderRoute('/search');
    const box = await screen.findByRole(
      'searchbox',
      { name: 'Search restaurants and dishes' },
      { timeout: 3000 },
    );
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=zzz'));
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('shows an error with Retry', async () => {
    let fail = true;
    stubApi({ '/api/search': pizzaResults });
    serveApi(
      http.get('/api/search', () => (fail ? apiError(500, 'internal_error', 'Search is down') : undefined)),
    );
    renderRoute('/search?q=pizza');
    const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
    // A server fault's own words are not the person's business (lib/error-text.ts).
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(alert).not.toHaveTextContent('Search is down');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('search-result')).toHaveLength(2);
  });
});
