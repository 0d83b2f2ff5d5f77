import { addDays, localDate, zonedInstant } from '@lekker/core/venue-status';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { WhenSection } from './when-section.tsx';

const VENUE = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/restaurants/${VENUE}/order-slots`;
const day = (offset: number) => addDays(localDate(new Date()), offset);
const at = (offset: number, minutes: number) => zonedInstant(day(offset), minutes).toISOString();

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <WhenSection restaurantId={VENUE} value={value} onChange={setValue} />
      <output data-testid="chosen">{value ?? 'now'}</output>
    </>
  );
}

// docs/product.md#order-for-later
describe('When? at checkout', () => {
  it('starts on Now; Later picks the first slot, then a day and a time from the venue’s slots', async () => {
    mockApi({
      [`GET ${PATH}`]: {
        body: { enabled: true, lead_minutes: 30, slots: [at(1, 720), at(1, 735), at(2, 780)] },
      },
    });
    renderWithRouter(<Harness />);
    const later = await screen.findByLabelText('Later');
    expect((screen.getByLabelText('Now') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(later);
    expect(screen.getByTestId('chosen').textContent).toBe(at(1, 720));
    expect(screen.getByText('Ready for Tomorrow at 12:00. You pay now.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: at(1, 735) } });
    expect(screen.getByTestId('chosen').textContent).toBe(at(1, 735));
    const days = screen.getByLabelText('Day') as HTMLSelectElement;
    expect([...days.options].map((o) => o.value)).toEqual([day(1), day(2)]);
    fireEvent.change(days, { target: { value: day(2) } });
    expect(screen.getByTestId('chosen').textContent).toBe(at(2, 780));
    fireEvent.click(screen.getByLabelText('Now'));
    expect(screen.getByTestId('chosen').textContent).toBe('now');
  });

  it('says when there are no times, and offers Retry when the times could not be loaded', async () => {
    let fail = true;
    mockApi({
      [`GET ${PATH}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong.' } } }
          : { body: { enabled: true, lead_minutes: 30, slots: [] } },
    });
    renderWithRouter(<Harness />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    expect(screen.getByText("We couldn't load the times.")).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No times to order for later in the next 7 days.')).toBeTruthy();
  });

  it('shows nothing for a venue that takes no orders for later', async () => {
    const api = mockApi({ [`GET ${PATH}`]: { body: { enabled: false, lead_minutes: 30, slots: [] } } });
    renderWithRouter(<Harness />);
    await screen.findByTestId('chosen');
    await expect.poll(() => api.callsTo('GET', PATH).length).toBe(1);
    await expect.poll(() => screen.queryByText('When?')).toBeNull();
  });
});
