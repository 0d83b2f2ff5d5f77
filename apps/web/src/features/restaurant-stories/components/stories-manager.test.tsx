import type { VenueStory } from '@lekker/core/contracts/stories';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NO_STORIES_TEXT, photoProblem, StoriesManager, timeLeft } from './stories-manager.tsx';

const VENUE = '00000000-0000-4000-8000-00000000a001';
const story = (views: number): VenueStory => ({
  id: '00000000-0000-4000-8000-00000000e001',
  image_url: '/api/storage/public/stories/x.webp',
  caption: 'Fresh today',
  menu_item: { id: '00000000-0000-4000-8000-00000000f001', name: 'Smoky Kota' },
  created_at: '2026-05-04T08:00:00.000Z',
  expires_at: '2026-05-05T08:00:00.000Z',
  views,
});

describe('story photo rules', () => {
  it('asks for a JPG, PNG or WebP under 5 MB', () => {
    expect(photoProblem(null)).toBe('Choose a photo');
    expect(photoProblem(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(
      'Please upload a JPG, PNG or WebP image',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' });
    expect(photoProblem(big)).toBe('Image size must be less than 5MB');
    expect(photoProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
  });
  it('says how long a story has left', () => {
    const now = Date.parse('2026-05-04T08:00:00.000Z');
    expect(timeLeft('2026-05-04T13:30:00.000Z', now)).toBe('5 h left');
    expect(timeLeft('2026-05-04T08:40:00.000Z', now)).toBe('40 min left');
  });
});

describe('StoriesManager (docs/product.md#restaurant-social)', () => {
  it('lists live stories with their views, deletes one, and says so when none are left', async () => {
    let stories = [story(3)];
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/stories', () => ({ stories })),
      apiHandler('get', '/restaurant/venues/{id}/menu', { categories: [], items: [] }),
      apiHandler('delete', '/restaurant/venues/{id}/stories/{storyId}', () => {
        stories = [];
        return { ok: true as const };
      }),
    );
    renderWithRouter(<StoriesManager venueId={VENUE} />);
    expect(await screen.findByTestId('story-views')).toHaveTextContent('Seen by 3 customers');
    expect(screen.getByText('Links to Smoky Kota')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete story: Fresh today' }));
    expect(await screen.findByText(NO_STORIES_TEXT)).toBeInTheDocument();
  });

  it('refuses to post without a photo', async () => {
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/stories', { stories: [] }),
      apiHandler('get', '/restaurant/venues/{id}/menu', { categories: [], items: [] }),
    );
    renderWithRouter(<StoriesManager venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Post story' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Choose a photo'));
  });
});
