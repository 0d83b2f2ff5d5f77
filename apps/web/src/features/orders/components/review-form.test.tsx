import { REVIEW_COMMENT_MAX_CHARS } from '@lekker/core/text-limits';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { ReviewForm } from './review-form.tsx';

const ORDER = '00000000-0000-4000-8000-0000000b0001';

// docs/product.md#reviews: 1 to 5 stars and an optional comment, checked by the shared contract first.
describe('ReviewForm', () => {
  it("asks for stars and meets the comment's limit from the contract, with nothing sent", async () => {
    const api = mockApi({ [`POST /api/orders/${ORDER}/review`]: { body: { ok: true } } });
    const onDone = vi.fn();
    renderWithRouter(<ReviewForm orderId={ORDER} restaurantName="Kasi Kota Corner" onDone={onDone} />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 1 to 5 stars');
    fireEvent.click(screen.getByLabelText('4 stars'));
    const comment = screen.getByLabelText('Comment (optional)');
    fireEvent.change(comment, { target: { value: 'x'.repeat(REVIEW_COMMENT_MAX_CHARS + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Comment: at most 1 000 characters')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(comment, { target: { value: '  Hot and quick  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        rating: 4,
        comment: 'Hot and quick',
      }),
    );
  });
});
