import type { VenueReview, VenueReviews } from '@lekker/core/contracts/venue-reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NO_MATCHING_REVIEWS_TEXT, NO_VENUE_REVIEWS_TEXT, ReviewsManager } from './reviews-manager.tsx';

const VENUE = '00000000-0000-4000-8000-00000000a001';
const review = (n: number, rating: number, reply: string | null = null): VenueReview => ({
  id: `00000000-0000-4000-8000-0000000b000${n}`,
  reviewer_name: n === 1 ? 'Thandi M.' : 'Customer',
  restaurant_rating: rating,
  restaurant_comment: `Comment ${n}`,
  created_at: '2026-05-03T10:00:00.000Z',
  order_number: n === 1 ? 'ORDER-1-AB' : null,
  owner_reply: reply,
  owner_replied_at: reply ? '2026-05-04T10:00:00.000Z' : null,
});
const answer = (reviews: VenueReview[], next_cursor: string | null = null): VenueReviews => ({
  reviews,
  next_cursor,
  summary: { average: 4.5, count: 2, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } },
  unreplied: reviews.filter((r) => !r.owner_reply).length,
});

describe('ReviewsManager (docs/product.md#restaurant-social)', () => {
  it('shows the distribution and each review by first name and initial, and filters on the server', async () => {
    const queries: string[] = [];
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/reviews', ({ url }) => {
        queries.push(url.search);
        return url.searchParams.get('rating') === '4'
          ? answer([])
          : answer([review(1, 5), review(2, 4, 'Thanks!')]);
      }),
    );
    renderWithRouter(<ReviewsManager venueId={VENUE} />);
    expect(await screen.findByText('Thandi M.')).toBeInTheDocument();
    expect(screen.getByTestId('venue-rating-average').textContent).toBe('4.5');
    expect(screen.getByTestId('unreplied-count').textContent).toBe('1 waiting for a reply');
    expect(screen.getByTestId('owner-reply').textContent).toBe('Thanks!');
    const rows = within(screen.getByRole('list', { name: 'Rating distribution' })).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('1 (50%)');

    fireEvent.change(screen.getByLabelText('Stars'), { target: { value: '4' } });
    expect(await screen.findByText(NO_MATCHING_REVIEWS_TEXT)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Reply'), { target: { value: 'no' } });
    await waitFor(() => expect(queries.at(-1)).toBe('?rating=4&replied=false'));
  });

  it('publishes a reply with PUT and shows the refreshed list', async () => {
    let replied: string | null = null;
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/reviews', () =>
        answer([review(1, 5, replied), review(2, 4, 'Thanks!')]),
      ),
      apiHandler('put', '/restaurant/venues/{id}/reviews/{reviewId}/reply', async ({ request, params }) => {
        replied = ((await request.json()) as { reply: string }).reply;
        expect(params.reviewId).toBe(review(1, 5).id);
        return { ...review(1, 5, replied) };
      }),
    );
    renderWithRouter(<ReviewsManager venueId={VENUE} />);
    const first = (await screen.findAllByTestId('venue-review'))[0]!;
    fireEvent.click(within(first).getByRole('button', { name: 'Reply' }));
    const box = within(first).getByLabelText('Public reply to Thandi M.');
    fireEvent.click(within(first).getByRole('button', { name: 'Publish reply' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent('Please write a reply');
    fireEvent.change(box, { target: { value: '  Thank you, Thandi!  ' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('owner-reply')[0]!.textContent).toBe('Thank you, Thandi!'),
    );
    expect(replied).toBe('Thank you, Thandi!');
  });

  it('shows the first page, then the next with Show more reviews, keeping the server-wide summary', async () => {
    const cursors: (string | null)[] = [];
    let failNext = true;
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/reviews', ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        cursors.push(cursor);
        if (cursor === null) return answer([review(1, 5), review(2, 4)], 'page-2');
        if (failNext) {
          failNext = false;
          return apiError(503, 'unavailable', 'The service is busy. Please try again.');
        }
        return answer([review(3, 4), review(4, 5)]);
      }),
    );
    renderWithRouter(<ReviewsManager venueId={VENUE} />);
    expect(await screen.findByText('Thandi M.')).toBeInTheDocument();
    expect(screen.getAllByTestId('venue-review')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText(/We could not load more reviews/)).toBeInTheDocument();
    // The loaded page stays on screen when the next one fails.
    expect(screen.getAllByTestId('venue-review')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByTestId('venue-review')).toHaveLength(4));
    expect(screen.getByText('Comment 4')).toBeInTheDocument();
    expect(cursors).toEqual([null, 'page-2', 'page-2']);
    // The last page has no next_cursor: no more button; the summary is the server's, not the loaded reviews'.
    expect(screen.queryByRole('button', { name: /Show more reviews/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('venue-rating-average').textContent).toBe('4.5');
    expect(screen.queryByText(/We could not load more reviews/)).not.toBeInTheDocument();
  });

  it('has an empty state and an error state with Retry', async () => {
    let fail = true;
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/reviews', () =>
        fail
          ? apiError(500, 'internal_error', 'Boom')
          : {
              ...answer([]),
              summary: { average: 0, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
            },
      ),
    );
    renderWithRouter(<ReviewsManager venueId={VENUE} />);
    expect(await screen.findByText(/We could not load your reviews/)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_VENUE_REVIEWS_TEXT)).toBeInTheDocument();
  });
});
