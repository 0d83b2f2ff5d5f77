import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fakes/api-server.ts';
import { makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { renderRoute } from '@/test/render.tsx';
import { FIRST_PASS } from './restaurant-list.tsx';

describe('restaurant list in two passes', () => {
  it('renders the first cards at once and the rest of a long page a task later, then offers the next page', async () => {
    const restaurants = Array.from({ length: 30 }, (_, i) => makeRestaurant({ name: `Place ${i + 1}` }));
    stubApi({
      '/api/restaurants': { restaurants, count: 30, next_cursor: 'page-2' },
      '/api/ads': { ads: [] },
    });
    renderRoute('/');
    const list = await screen.findByRole('region', { name: 'Restaurants in your area' });
    await within(list).findByText('Place 1');
    const first = within(list).getAllByRole('heading', { level: 3 }).length;
    expect(first).toBeGreaterThanOrEqual(FIRST_PASS);
    expect(await within(list).findByText('Place 30')).toBeInTheDocument();
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(30);
    expect(within(list).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
