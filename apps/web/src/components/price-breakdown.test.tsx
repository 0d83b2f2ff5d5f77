import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@/api/orders.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { estimateLabel, PriceBreakdown } from './price-breakdown.tsx';

const quote: Quote = {
  subtotal_cents: 11_500,
  promotion_discount_cents: 2300,
  promotion: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Lunch special', label: '20% off' },
  first_order_discount_cents: 4600,
  discount_cents: 6900,
  delivery_fee_cents: 1700,
  total_cents: 6300,
  distance_km: 2.9,
  estimated_minutes: 26,
  estimate: true,
  first_order_discount: 'applied',
};

// docs/product.md#pricing: the cart and checkout show the server's figures line by line, in the same words.
describe('PriceBreakdown', () => {
  it('shows the promotion, then the first-order discount, the fee with its distance and the total', () => {
    renderWithRouter(<PriceBreakdown quote={quote} fallbackSubtotalCents={0} testIdPrefix="cart" />);
    expect(screen.getByText('Lunch special (20% off)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-promotion')).toHaveTextContent('-R23.00');
    expect(screen.getByText('First order discount (50% off)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-discount')).toHaveTextContent('-R46.00');
    expect(screen.getByText('(2.9 km)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-delivery-fee')).toHaveTextContent('R17.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('R63.00');
    expect(screen.queryByTestId('cart-sign-in')).not.toBeInTheDocument();
  });

  it('before an answer: the cart subtotal, "Calculating…" while loading, the placeholder otherwise', () => {
    const { rerender } = renderWithRouter(
      <PriceBreakdown quote={null} fallbackSubtotalCents={9000} loading testIdPrefix="x" />,
    );
    expect(screen.getByTestId('x-subtotal')).toHaveTextContent('R90.00');
    expect(screen.getByTestId('x-delivery-fee')).toHaveTextContent('Calculating…');
    expect(screen.getByTestId('x-total')).toHaveTextContent('—');
    rerender(
      <PriceBreakdown
        quote={null}
        fallbackSubtotalCents={9000}
        feePlaceholder="Enter your address"
        testIdPrefix="x"
      />,
    );
    expect(screen.getByTestId('x-delivery-fee')).toHaveTextContent('Enter your address');
  });

  it('invites a visitor to sign in for the first-order discount instead of subtracting it', () => {
    renderWithRouter(
      <PriceBreakdown
        quote={{
          ...quote,
          first_order_discount: 'sign_in',
          first_order_discount_cents: 0,
          discount_cents: 2300,
        }}
        fallbackSubtotalCents={0}
        testIdPrefix="cart"
      />,
    );
    expect(screen.queryByTestId('cart-discount')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('labels an estimate with the place, or asks for a location', () => {
    expect(estimateLabel('Mmabatho')).toBe('Estimated for Mmabatho');
    expect(estimateLabel(undefined)).toMatch(/^Estimated for 5 km/);
  });
});
