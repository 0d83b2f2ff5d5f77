import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVEALED_PER_TASK } from '@/lib/use-revealed.ts';
import { stubApi } from '@/test/fakes/api-server.ts';
import { makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { renderRoute } from '@/test/render.tsx';

describe('restaurant list revealed a few entries per task', () => {
  it('keeps room for every entry from the list`s first commit, reveals them in order, and offers the next page', async () => {
    const restaurants = Array.from({ length: 30 }, (_, i) => makeRestaurant({ name: `Place ${i + 1}` }));
    stubApi({
      '/api/restaurants': { restaurants, count: 30, next_cursor: 'page-2' },
      '/api/ads': { ads: [] },
    });
    renderRoute('/');
    const list = await screen.findByRole('region', { name: 'Restaurants in your area' });
    await within(list).findByText('30+ restaurants found');
    const items = () => within(list).getByTestId('restaurant-feed').querySelectorAll(':scope > li');
    const shown = () =>
      within(list)
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    // Every entry has its place from the first commit (nothing below moves when the rest arrive)…
    expect(items()).toHaveLength(30);
    // The home page's list starts below the first screen: none of it is in the list's first commit.
    const first = shown();
    expect(first.length).toBeLessThan(30);
    // …the waiting ones empty and hidden from assistive technology.
    const waiting = [...items()].filter((li) => li.getAttribute('aria-hidden') === 'true');
    expect(waiting).toHaveLength(30 - first.length);
    expect(waiting.every((li) => li.childElementCount === 0)).toBe(true);

    // One entry per task: in jsdom, on a busy CI machine, thirty of them can take longer than the default wait.
    expect(await within(list).findByText('Place 30', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(shown()).toEqual(restaurants.map((r) => r.name));
    expect([...items()].some((li) => li.getAttribute('aria-hidden') === 'true')).toBe(false);
    expect(within(list).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('reveals at most REVEALED_PER_TASK entries per task', async () => {
    expect(REVEALED_PER_TASK).toBeGreaterThan(0);
    const restaurants = Array.from({ length: 20 }, (_, i) => makeRestaurant({ name: `Spot ${i + 1}` }));
    stubApi({ '/api/restaurants': { restaurants, count: 20, next_cursor: null }, '/api/ads': { ads: [] } });
    renderRoute('/');
    const list = await screen.findByRole('region', { name: 'Restaurants in your area' });
    await within(list).findByText('Spot 1');
    const counts: number[] = [];
    while (counts.at(-1) !== 20) {
      counts.push(within(list).queryAllByRole('heading', { level: 3 }).length);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    for (let i = 1; i < counts.length; i++)
      expect(counts[i]! - counts[i - 1]!).toBeLessThanOrEqual(REVEALED_PER_TASK);
    expect(counts[0]).toBeLessThan(20);
  });
});
