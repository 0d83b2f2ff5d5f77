import type { StoryVenue } from '@lekker/core/contracts/stories';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { seenStories } from '../seen-stories.ts';
import { StoryStrip } from './story-strip.tsx';

const HERE = { latitude: -25.85, longitude: 25.64 };
const venue = (n: number, storyCount: number, dish = false): StoryVenue => ({
  restaurant_id: `00000000-0000-4000-8000-00000000a00${n}`,
  name: `Venue ${n}`,
  logo_url: null,
  distance_km: n,
  stories: Array.from({ length: storyCount }, (_, i) => ({
    id: `00000000-0000-4000-8000-0000000${n}e00${i}`,
    image_url: `/story-${n}-${i}.webp`,
    caption: `Caption ${n}.${i}`,
    menu_item: dish ? { id: '00000000-0000-4000-8000-00000000f001', name: 'Smoky Kota' } : null,
    created_at: '2026-05-04T08:00:00.000Z',
    expires_at: '2026-05-05T08:00:00.000Z',
  })),
});

afterEach(() => seenStories.clear());

describe('StoryStrip (docs/product.md#restaurant-social)', () => {
  it('shows nothing without a location or without stories', async () => {
    let asked = 0;
    serveApi(
      apiHandler('get', '/stories', () => {
        asked++;
        return { venues: [] };
      }),
    );
    renderWithRouter(<StoryStrip location={null} />);
    renderWithRouter(<StoryStrip location={HERE} />);
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByRole('region', { name: 'Stories from restaurants near you' })).toBeNull();
  });

  it('rings unseen venues, opens the viewer, taps through and remembers what was seen', async () => {
    serveApi(apiHandler('get', '/stories', { venues: [venue(1, 2, true), venue(2, 1)] }));
    seenStories.write([venue(2, 1).stories[0]!.id]);
    renderWithRouter(<StoryStrip location={HERE} />);
    const buttons = await screen.findAllByTestId('story-venue');
    expect(buttons.map((b) => b.dataset.unseen)).toEqual(['true', 'false']);
    expect(buttons[0]).toHaveAccessibleName('Venue 1: 2 stories, new');

    fireEvent.click(buttons[0]!);
    const viewer = await screen.findByRole('dialog', { name: 'Stories from Venue 1' });
    expect(viewer).toBeInTheDocument();
    expect(screen.getByTestId('story-caption')).toHaveTextContent('Caption 1.0');
    expect(screen.getByRole('link', { name: 'Order Smoky Kota' })).toHaveAttribute(
      'href',
      `/restaurant/${venue(1, 1).restaurant_id}#item-00000000-0000-4000-8000-00000000f001`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(screen.getByTestId('story-caption')).toHaveTextContent('Caption 1.1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(screen.getByTestId('story-caption')).toHaveTextContent('Caption 1.0');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Stories from Venue 2' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close stories' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(new Set(seenStories.read())).toEqual(
      new Set([...venue(1, 2).stories.map((s) => s.id), venue(2, 1).stories[0]!.id]),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('story-venue').map((b) => b.dataset.unseen)).toEqual(['false', 'false']),
    );
  });
});
