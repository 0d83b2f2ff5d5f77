import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkPaidForm } from './mark-paid-form.tsx';

const payee = { party: 'venue', party_id: 'v-1', week_start: '2026-11-23' } as const;

describe('Mark paid', () => {
  it('asks for the bank reference in words and sends nothing until it is given', async () => {
    const onMarkPaid = vi.fn();
    render(
      <MarkPaidForm
        payee={payee}
        name="Kota Corner"
        blocked={null}
        pending={false}
        onMarkPaid={onMarkPaid}
      />,
    );
    fireEvent.change(screen.getByLabelText('Bank reference for Kota Corner'), { target: { value: ' x ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the bank reference');
    expect(onMarkPaid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Bank reference for Kota Corner'), {
      target: { value: ' EFT-0042 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    await waitFor(() => expect(onMarkPaid).toHaveBeenCalledWith({ ...payee, reference: 'EFT-0042' }));
  });

  it('is off while the week runs, saying why', () => {
    render(
      <MarkPaidForm
        payee={payee}
        name="Kota Corner"
        blocked="The week is still running."
        pending={false}
        onMarkPaid={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark paid' })).toHaveAccessibleDescription(
      'The week is still running.',
    );
  });
});
