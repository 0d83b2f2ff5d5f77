import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmWithReasonDialog } from './confirm-with-reason-dialog.tsx';

// docs/decisions/053: a privileged action carries a typed reason, checked by AdminReasonSchema before it is sent.
describe('ConfirmWithReasonDialog', () => {
  it("meets the contract's 500-character reason limit without confirming, then confirms the trimmed reason", async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmWithReasonDialog
        open
        onOpenChange={() => {}}
        title="Suspend this venue?"
        description="Customers stop seeing it."
        confirmLabel="Suspend"
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).toHaveAttribute('maxLength', '500');
    fireEvent.change(reason, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Reason: at most 500 characters');
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.change(reason, { target: { value: '  Health inspection failed  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Health inspection failed', []));
  });
});
