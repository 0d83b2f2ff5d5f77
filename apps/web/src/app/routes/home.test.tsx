import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLocationController } from '@/features/location/hooks/use-location.ts';
import { apiError, serveApi, stubApi } from '@/test/fakes/api-server.ts';
import { makeAd, makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { renderRoute } from '@/test/render.tsx';

function listResponse(count: number) {
  const restaurants = Array.from({ length: count }, (_, i) =>
    makeRestaurant({ name: `Place ${i + 1}`, average_rating: 3 + (i % 5) * 0.4, is_open: i !== 4 }),
  );
  return { restaurants, count };
}

describe('home page', () => {
  // One location controller per page load: start every test from a fresh one.
  beforeEach(() => resetLocationController());

  it('lists restaurants with an ad after every 4th and the top picks', async () => {
    const data = listResponse(9);
    stubApi({
      '/api/restaurants': data,
      '/api/ads': { ads: [makeAd({ restaurant_name: 'Ad One' }), makeAd({ restaurant_name: 'Ad Two' })] },
    });
    renderRoute('/');
    // Top Picks: the first two cards come with the section, the others a task each after it in a room kept for them.
    const picksSection = await screen.findByRole('region', { name: 'Top Picks on Lekker Eats' });
    const firstPick = await within(picksSection).findAllByRole('heading', { level: 3 });
    expect(firstPick.length).toBeLessThan(4);
    const pickItems = [...picksSection.querySelectorAll(':scope > ul > li')];
    expect(pickItems).toHaveLength(4);
    expect(
      pickItems.filter((li) => li.getAttribute('aria-hidden') === 'true' && !li.hasChildNodes()),
    ).toHaveLength(4 - firstPick.length);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivering to Mangokeng' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/restaurants within 10km/)).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Restaurants in your area' });
    // Past the first pass, entries render a few per task (useRevealed): the last one is here when all are.
    await within(list).findByText('Place 9');
    expect(within(list).getByText('9 restaurants found')).toBeInTheDocument();
    // The ads may answer after the list: their entries join the feed (and render) a few tasks later.
    const names = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    await waitFor(() => expect(names()).toHaveLength(11));
    expect(names()).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
      'Ad One',
      'Place 5',
      'Place 6',
      'Place 7',
      'Place 8',
      'Ad Two',
      'Place 9',
    ]);

    const picks = screen.getByRole('region', { name: 'Top Picks on Lekker Eats' });
    // The picks past the first two come a task each after the section (useRevealed).
    await waitFor(() => expect(within(picks).getAllByRole('heading', { level: 3 })).toHaveLength(4));
    const pickNames = within(picks)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    // Ratings cycle 3.0, 3.4, 3.8, 4.2, 4.6; Place 5 (4.6) is closed.
    expect(pickNames).toEqual(['Place 4', 'Place 9', 'Place 3', 'Place 8']);
  });

  it('pages with Show more (next_cursor), ads continuing across pages, Top Picks from the server', async () => {
    const page = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => makeRestaurant({ name: `Place ${from + i}`, average_rating: 4 }));
    const best = makeRestaurant({ name: 'Far Better Pick', average_rating: 5 });
    const asked: string[] = [];
    stubApi({
      '/api/ads': { ads: [makeAd({ restaurant_name: 'Ad One' }), makeAd({ restaurant_name: 'Ad Two' })] },
    });
    serveApi(
      http.get('/api/restaurants', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        return url.searchParams.get('cursor') === 'page-2'
          ? HttpResponse.json({ restaurants: page(7, 3), count: 3, next_cursor: null })
          : HttpResponse.json({
              restaurants: page(1, 6),
              count: 6,
              next_cursor: 'page-2',
              top_picks: [best],
            });
      }),
    );
    renderRoute('/');
    const list = await screen.findByRole('region', { name: 'Restaurants in your area' });
    expect(await within(list).findByText('6+ restaurants found')).toBeInTheDocument();
    const picks = await screen.findByRole('region', { name: 'Top Picks on Lekker Eats' });
    expect(
      within(picks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Far Better Pick']);
    expect(asked.every((q) => q.includes('top_picks=true'))).toBe(true);

    fireEvent.click(within(list).getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByText('9 restaurants found')).toBeInTheDocument();
    await within(list).findByText('Place 9');
    expect(asked.some((q) => q.includes('cursor=page-2') && !q.includes('top_picks'))).toBe(true);
    const names = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      'Place 1',
      'Place 2',
      'Place 3',
      'Place 4',
      'Ad One',
      'Place 5',
      'Place 6',
      'Place 7',
      'Place 8',
      'Ad Two',
      'Place 9',
    ]);
    expect(within(list).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters by cuisine with toggle chips', async () => {
    const { calls } = stubApi({ '/api/restaurants': listResponse(2), '/api/ads': { ads: [] } });
    renderRoute('/');
    const pizza = await screen.findByRole('button', { name: 'Pizza' });
    expect(pizza).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(pizza);
    expect(pizza).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((url) => url.includes('cuisine=Pizza'))).toBe(true));

    fireEvent.click(pizza);
    expect(pizza).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the empty text when nothing matches', async () => {
    stubApi({
      '/api/restaurants': { restaurants: [], count: 0 },
      '/api/ads': { ads: [] },
    });
    renderRoute('/');
    expect(await screen.findByText('No restaurants found matching your criteria.')).toBeInTheDocument();
  });

  it('shows an error with a Retry button that refetches', async () => {
    let fail = true;
    stubApi({ '/api/restaurants': listResponse(1), '/api/ads': { ads: [] } });
    serveApi(
      http.get('/api/restaurants', () =>
        fail ? apiError(500, 'internal_error', 'Database unavailable') : undefined,
      ),
    );
    renderRoute('/');
    const list = await screen.findByRole('region', { name: 'Restaurants in your area' });
    const alert = await within(list).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again in a moment.');
    expect(alert).not.toHaveTextContent('Database unavailable');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 restaurant found')).toBeInTheDocument();
  });

  it('uses the stored location for the label and the query', async () => {
    window.localStorage.setItem(
      'lekker.location',
      JSON.stringify({
        latitude: -25.85,
        longitude: 25.64,
        accuracy: 20,
        city: 'Mahikeng',
        area: 'Mmabatho',
      }),
    );
    const { calls } = stubApi({ '/api/restaurants': listResponse(1), '/api/ads': { ads: [] } });
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivering to Mmabatho' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Restaurants in Mmabatho' })).toBeInTheDocument();
    // The region is labelled as soon as the location is known; the list request may follow a task later.
    await waitFor(() =>
      expect(calls.some((url) => url.includes('lat=-25.85') && url.includes('lng=25.64'))).toBe(true),
    );
  });

  it('a typed address sets the location: badge, label, stored with accuracy 0, list near it', async () => {
    const { calls } = stubApi({
      '/api/restaurants': listResponse(1),
      '/api/ads': { ads: [] },
      '/api/geocode': {
        success: true,
        latitude: -25.86522,
        longitude: 25.64421,
        area: null,
        city: 'Mahikeng',
        province: 'North West',
        country: 'South Africa',
      },
    });
    renderRoute('/');
    // jsdom has no geolocation: the error panel explains what that means.
    expect(await screen.findByText('Geolocation is not supported by this browser')).toBeInTheDocument();
    expect(
      screen.getByText("Without location access, you'll see all restaurants regardless of delivery area."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location-status').textContent).toBe('Location Denied');

    const field = screen.getByLabelText('Enter your delivery address');
    fireEvent.change(field, { target: { value: 'Mahikeng' } });
    fireEvent.submit(field.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('location-status').textContent).toBe('Location Active'));
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Delivering to Mahikeng' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Mahikeng');
    expect(JSON.parse(window.localStorage.getItem('lekker.location') ?? 'null')).toEqual({
      latitude: -25.86522,
      longitude: 25.64421,
      accuracy: 0,
      city: 'Mahikeng',
      province: 'North West',
      country: 'South Africa',
    });
    await waitFor(() =>
      expect(calls.some((url) => url.includes('lat=-25.86522') && url.includes('lng=25.64421'))).toBe(true),
    );
  });
});
