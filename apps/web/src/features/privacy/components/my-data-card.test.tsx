import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { MyDataCard } from './my-data-card.tsx';

describe('Your data: deleting the account (docs/decisions/067-privacy-export-and-deletion.md)', () => {
  it('asks for the password before sending, shows a wrong password, and sends the typed one', async () => {
    const api = mockApi({
      'DELETE /api/me': {
        status: 400,
        body: { error: { code: 'bad_request', message: 'That password is not right. Please try again.' } },
      },
    });
    renderWithRouter(<MyDataCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = () =>
      fireEvent.click(
        screen.getAllByRole('button', { name: 'Delete my account' }).find((b) => dialog.contains(b))!,
      );
    confirm();
    expect(await screen.findByText('Please enter your password.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/me')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong-one' } });
    confirm();
    expect(await screen.findByText('That password is not right. Please try again.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('DELETE', '/api/me')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/me')[0]?.body).toEqual({ password: 'wrong-one' });
  });
});
