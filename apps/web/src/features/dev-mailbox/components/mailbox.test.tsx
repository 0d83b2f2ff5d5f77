import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderRoute } from '@/test/render.tsx';

const mail = (id: string, subject: string, created_at: string, text: string) => ({
  id,
  to: 'lerato@example.test',
  subject,
  text,
  html: '',
  created_at,
});

describe('dev mailbox (/dev/mailbox)', () => {
  it('lists messages newest first with every URL as a link', async () => {
    mockApi({
      'GET /api/dev/mailbox': {
        body: {
          messages: [
            mail('00000000-0000-4000-8000-000000000001', 'Older', '2025-01-01T08:00:00.000Z', 'Hello'),
            mail(
              '00000000-0000-4000-8000-000000000002',
              'Confirm your Lekker Eats account',
              '2025-01-02T08:00:00.000Z',
              'Confirm my e-mail: http://127.0.0.1:3100/api/auth/verify-email?token=abc&callbackURL=%2Fauth.\n\nBye',
            ),
          ],
        },
      },
    });
    renderRoute('/dev/mailbox');
    const link = await screen.findByRole(
      'link',
      { name: 'http://127.0.0.1:3100/api/auth/verify-email?token=abc&callbackURL=%2Fauth' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute(
      'href',
      'http://127.0.0.1:3100/api/auth/verify-email?token=abc&callbackURL=%2Fauth',
    );
    const list = screen.getByRole('list', { name: 'E-mails, newest first' });
    const subjects = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(subjects).toEqual(['Confirm your Lekker Eats account', 'Older']);
    expect(screen.getAllByText('lerato@example.test')).toHaveLength(2);
  });

  it("says 'No e-mails yet' when empty and refreshes on demand", async () => {
    const api = mockApi({ 'GET /api/dev/mailbox': { body: { messages: [] } } });
    renderRoute('/dev/mailbox');
    expect(await screen.findByText('No e-mails yet', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET', '/api/dev/mailbox')).toHaveLength(2));
  });

  it('explains a 404: the mailbox is off because SMTP is configured', async () => {
    mockApi({
      'GET /api/dev/mailbox': { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } },
    });
    renderRoute('/dev/mailbox');
    expect(
      await screen.findByText(
        'The dev mailbox is off because an SMTP server is configured.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });
});
