import type { ReviewsResponse } from '@lekker/core/contracts/catalogue';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, serveApi, stubApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { percentOf, ReviewsCard } from './reviews-card.tsx';

const ID = '00000000-0000-4000-8000-00000000d001';

function review(rating: 1 | 2 | 3 | 4 | 5, n: number, reply: string | null = null) {
  return {
    id: `00000000-0000-4000-8000-0000000e${String(n).padStart(4, '0')}`,
    restaurant_rating: rating,
    restaurant_comment: `Comment ${n}`,
    created_at: '2026-10-11T13:51:23.386Z',
    owner_reply: reply,
    owner_replied_at: reply ? '2026-10-12T13:51:23.386Z' : null,
  };
}

/** One page, the last unless a next_cursor is given. */
function stub(body: Omit<ReviewsResponse, 'next_cursor'> & { next_cursor?: string | null }) {
  stubApi({ [`/api/restaurants/${ID}/reviews`]: { next_cursor: null, ...body } });
}

describe('ReviewsCard', () => {
  it('shows the average to 1 decimal, rounded stars, the distribution and every review', async () => {
    stub({
      reviews: [review(5, 1, 'Thank you!'), review(4, 2), review(4, 3), review(2, 4)],
      summary: { average: 3.75, count: 4, distribution: { '1': 0, '2': 1, '3': 0, '4': 2, '5': 1 } },
    });
    renderWithRouter(<ReviewsCard restaurantId={ID} />);
    const card = await screen.findByRole('region', { name: 'Customer Reviews' });
    expect((await within(card).findByTestId('reviews-average')).textContent).toBe('3.8');
    expect(within(card).getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Based on 4 reviews')).toBeInTheDocument();
    const rows = within(within(card).getByRole('list', { name: 'Rating distribution' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      '5 stars:★1 (25%)',
      '4 stars:★2 (50%)',
      '3 stars:★0 (0%)',
      '2 stars:★1 (25%)',
      '1 star:★0 (0%)',
    ]);
    // Every review has its place from the card's first commit; those after the first pass come a few per task
    // after it (an empty, hidden room meanwhile), then no room is left empty.
    const reviewList = card.querySelector('ul.divide-y')!;
    expect(reviewList.children).toHaveLength(4);
    await waitFor(() => expect(within(card).getAllByText('Anonymous Customer')).toHaveLength(4));
    expect(reviewList.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(within(card).getByText('Thank you!')).toBeInTheDocument();
    expect(within(card).getAllByText('Reply from the restaurant')).toHaveLength(1);
    // Each review's date as read in South Africa (2026-10-11 13:51 UTC).
    expect(within(card).getAllByText('11 Oct 2026')).toHaveLength(4);
  });

  it('says "Based on 1 review" for one', async () => {
    stub({
      reviews: [review(5, 1)],
      summary: { average: 5, count: 1, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } },
    });
    renderWithRouter(<ReviewsCard restaurantId={ID} />);
    expect(await screen.findByText('Based on 1 review')).toBeInTheDocument();
  });

  it('shows the empty text when the venue has no reviews', async () => {
    stub({
      reviews: [],
      summary: { average: 0, count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
    });
    renderWithRouter(<ReviewsCard restaurantId={ID} />);
    expect(await screen.findByText('No reviews yet. Be the first to leave a review!')).toBeInTheDocument();
  });

  it('a failed load is an error with Retry, not "No reviews yet"', async () => {
    let fail = true;
    serveApi(
      http.get(`/api/restaurants/${ID}/reviews`, () =>
        fail
          ? apiError(500, 'internal_error', 'Something went wrong.')
          : HttpResponse.json({
              reviews: [review(5, 1)],
              summary: { average: 5, count: 1, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 } },
            }),
      ),
    );
    renderWithRouter(<ReviewsCard restaurantId={ID} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the reviews.');
    expect(screen.queryByText('No reviews yet. Be the first to leave a review!')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Based on 1 review')).toBeInTheDocument();
  });

  it('shows the first page, then the next with Show more reviews, keeping the summary over every review', async () => {
    const cursors: (string | null)[] = [];
    let failNext = true;
    const summary = { average: 4, count: 3, distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 1 } };
    serveApi(
      http.get(`/api/restaurants/${ID}/reviews`, ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        cursors.push(cursor);
        if (cursor === null)
          return HttpResponse.json({ reviews: [review(5, 1)], next_cursor: 'p2', summary });
        if (failNext) {
          failNext = false;
          return apiError(503, 'unavailable', 'The service is busy. Please try again.');
        }
        return HttpResponse.json({ reviews: [review(4, 2), review(3, 3)], next_cursor: null, summary });
      }),
    );
    renderWithRouter(<ReviewsCard restaurantId={ID} />);
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText(/We could not load more reviews/)).toBeInTheDocument();
    expect(screen.getByText('Comment 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByText('Anonymous Customer')).toHaveLength(3));
    expect(screen.getByText('Comment 3')).toBeInTheDocument();
    expect(cursors).toEqual([null, 'p2', 'p2']);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
  });

  it('rounds percentages', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
