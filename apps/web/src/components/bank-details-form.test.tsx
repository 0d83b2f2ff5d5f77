import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BankDetailsResponse } from '@/api/bank-details.ts';
import { type ApiRequestInfo, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { BankDetailsForm } from './bank-details-form.tsx';

const VENUE = '00000000-0000-4000-8000-0000000000b1';

describe('BankDetailsForm', () => {
  it('checks the branch code and account number before sending, fills the branch code of a known bank, and saves', async () => {
    const sent: unknown[] = [];
    let current: BankDetailsResponse = { bank_details: null };
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/bank-details', () => current),
      apiHandler('put', '/restaurant/venues/{id}/bank-details', async ({ request }: ApiRequestInfo) => {
        const body = (await request.json()) as Record<string, string>;
        sent.push(body);
        current = { bank_details: { ...body, updated_at: '2026-11-20T08:00:00.000Z' } as never };
        return current;
      }),
    );
    renderWithRouter(<BankDetailsForm owner={{ venueId: VENUE }} who="Kota King" />);
    fireEvent.change(await screen.findByLabelText('Account holder'), {
      target: { value: 'Kota King (Pty) Ltd' },
    });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: 'Capitec' } });
    expect(screen.getByLabelText(/Branch code/)).toHaveValue('470010');
    fireEvent.change(screen.getByLabelText(/Branch code/), { target: { value: '47001' } });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '12-34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('A branch code is 6 digits, e.g. 250655')).toBeInTheDocument();
    expect(screen.getByText('Use digits only (6 to 16), no spaces')).toBeInTheDocument();
    expect(screen.getByText('Choose the account type')).toBeInTheDocument();
    expect(screen.getByLabelText(/Branch code/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Branch code/), { target: { value: '470010' } });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByLabelText('Account type'), { target: { value: 'savings' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          account_holder: 'Kota King (Pty) Ltd',
          bank_name: 'Capitec',
          branch_code: '470010',
          account_number: '1234567890',
          account_type: 'savings',
        },
      ]),
    );
    expect(await screen.findByText('Bank details saved.')).toBeInTheDocument();
    expect(screen.getByText(/Savings account •••• 7890/)).toBeInTheDocument();
    expect(screen.queryByText('1234567890')).not.toBeInTheDocument();
  });

  it("meets the contract's 60-character limit on the holder in the field, with no request", async () => {
    const sent: unknown[] = [];
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/bank-details', { bank_details: null }),
      apiHandler('put', '/restaurant/venues/{id}/bank-details', async ({ request }: ApiRequestInfo) => {
        sent.push(await request.json());
        return { bank_details: null };
      }),
    );
    renderWithRouter(<BankDetailsForm owner={{ venueId: VENUE }} who="Kota King" />);
    const holder = await screen.findByLabelText('Account holder');
    fireEvent.change(holder, { target: { value: 'K'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findAllByText('At most 60 characters')).not.toHaveLength(0);
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the driver's account masked, with a way to change it", async () => {
    serveApi(
      apiHandler('get', '/driver/bank-details', {
        bank_details: {
          account_holder: 'Sipho Dlamini',
          bank_name: 'FNB',
          branch_code: '250655',
          account_number: '62812345678',
          account_type: 'cheque',
          updated_at: '2026-11-20T08:00:00.000Z',
        },
      }),
    );
    renderWithRouter(<BankDetailsForm owner="driver" who="you" />);
    expect(await screen.findByText(/•••• 5678/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change bank details' }));
    expect(screen.getByLabelText(/Account number/)).toHaveValue('62812345678');
    expect(screen.getByLabelText('Bank')).toHaveValue('FNB');
  });
});
