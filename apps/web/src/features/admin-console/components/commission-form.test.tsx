import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRequestInfo, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { CommissionForm } from './commission-form.tsx';

const VENUE = '00000000-0000-4000-8000-0000000000b1';

describe('commission form', () => {
  it('refuses words and more than 50 % in words, then sends basis points', async () => {
    const sent: unknown[] = [];
    serveApi(
      apiHandler('put', '/admin/restaurants/{id}/commission', async ({ request }: ApiRequestInfo) => {
        sent.push(await request.json());
        return { ok: true } as never;
      }),
    );
    renderWithRouter(<CommissionForm venueId={VENUE} rateBps={1500} />);
    const input = screen.getByLabelText('Commission (%)');
    expect(input).toHaveValue('15');
    fireEvent.change(input, { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the commission as a number.');
    fireEvent.change(input, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 50 %');
    expect(sent).toHaveLength(0);
    fireEvent.change(input, { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save commission' }));
    await waitFor(() => expect(sent).toEqual([{ commission_rate_bps: 1250 }]));
  });
});
