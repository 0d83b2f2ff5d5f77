import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AcceptDialog } from './accept-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';

const ORDER = {
  id: '00000000-0000-4000-8000-00000000d001',
  order_number: 'LE-1001',
  suggested_prep_minutes: 25,
  items: [
    {
      id: '00000000-0000-4000-8000-00000000d011',
      menu_item_id: '00000000-0000-4000-8000-00000000c001',
      name: 'Chips',
      quantity: 1,
      unit_price_cents: 2500,
      special_instructions: null,
      preparation_time: 25,
    },
  ],
} as never;

// docs/product.md#restaurant-desk: accept with a preparation time, reject with a reason.
describe('desk dialogs on the shared contracts', () => {
  it('accepts with the minutes typed, and refuses minutes outside the range without sending', async () => {
    const onAccept = vi.fn();
    render(<AcceptDialog order={ORDER} open onOpenChange={() => {}} pending={false} onAccept={onAccept} />);
    const dialog = screen.getByRole('dialog');
    const minutes = within(dialog).getByLabelText('Preparation time (minutes)');
    fireEvent.change(minutes, { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter whole minutes from 5 to 180.');
    expect(minutes).toHaveAttribute('aria-invalid', 'true');
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: '45 min' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept order' }));
    await waitFor(() => expect(onAccept).toHaveBeenCalledWith(45));
  });

  it("meets the contract's 300-character limit on the message before anything is sent", async () => {
    const onReject = vi.fn();
    render(<RejectDialog order={ORDER} open onOpenChange={() => {}} pending={false} onReject={onReject} />);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason.');
    fireEvent.click(within(dialog).getByLabelText('Other'));
    const message = within(dialog).getByLabelText('Message to the customer');
    expect(message).toHaveAttribute('maxLength', '300');
    fireEvent.change(message, { target: { value: 'x'.repeat(301) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Message to the customer: at most 300 characters',
      ),
    );
    expect(onReject).not.toHaveBeenCalled();
    fireEvent.change(message, { target: { value: 'Our oven broke' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith({ code: 'other', reason: 'Our oven broke' }));
  });
});
