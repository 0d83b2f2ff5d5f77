import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { CustomDeliveryCard } from './custom-delivery-card.tsx';

const details = {
  customer_name: 'Naledi Mokoena',
  customer_phone: '+27821234567',
  items_requested: '2 loaves of bread',
  delivery_address: 'Mmabatho, Mahikeng, North West, South Africa',
  delivery_lat: -25.83,
  delivery_lng: 25.61,
  delivery_distance_km: 3.44,
  preferred_delivery_time: '2030-03-15',
  estimated_total_cents: 8550,
  receipt_path: 'user-1/1700000000000-slip.png',
};

describe('order tracking: the custom delivery card', () => {
  it('shows what to collect, the estimated total and the date, and opens the receipt for the customer', async () => {
    const open = vi.fn(async () => true);
    render(<CustomDeliveryCard details={details} canViewReceipt open={open} />);
    expect(screen.getByText('Items requested')).toBeInTheDocument();
    expect(screen.getByText('2 loaves of bread')).toBeInTheDocument();
    expect(screen.getByText('R85.50')).toBeInTheDocument();
    expect(screen.getByText('Friday, 15 March 2030')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /View Receipt/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(details.receipt_path));
  });

  it("has no 'View Receipt' for anyone else, and reports a failed link", async () => {
    const { rerender } = render(<CustomDeliveryCard details={details} canViewReceipt={false} />);
    expect(screen.queryByRole('button', { name: /View Receipt/ })).not.toBeInTheDocument();
    rerender(
      <>
        <CustomDeliveryCard details={details} canViewReceipt open={async () => false} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /View Receipt/ }));
    expect(await screen.findByText('Failed to load receipt. Please try again.')).toBeInTheDocument();
  });
});
