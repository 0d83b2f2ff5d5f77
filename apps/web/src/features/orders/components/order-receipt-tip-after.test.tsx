import type { Order } from '@lekker/core/contracts/orders';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderReceipt } from './order-receipt.tsx';

const order = (over: Partial<Order>) =>
  ({
    items: [],
    subtotal_cents: 9000,
    discount_cents: 0,
    delivery_fee_cents: 1500,
    total_cents: 10_500,
    delivery_distance_km: null,
    ...over,
  }) as Order;

// docs/decisions/069-driver-tips.md: a tip after delivery is paid on its own, so it is a line beside the total.
describe('OrderReceipt: tip after delivery', () => {
  it('shows a paid tip after delivery as its own line, outside the total', () => {
    render(<OrderReceipt order={order({ tip_after: { amount_cents: 2_000, status: 'paid' } })} />);
    expect(screen.getByTestId('receipt-tip-after')).toHaveTextContent(
      'Driver tip after delivery (paid separately with PayFast)R20.00',
    );
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('R105.00');
  });

  it('shows nothing for a tip PayFast has not paid', () => {
    render(<OrderReceipt order={order({ tip_after: { amount_cents: 2_000, status: 'pending' } })} />);
    expect(screen.queryByTestId('receipt-tip-after')).toBeNull();
  });
});
