import '@/test/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DriverEarnings } from '@/api/drivers.ts';
import { apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { EarningsPanel } from './earnings-panel.tsx';

const earnings = (pay: number, cash: number): DriverEarnings => ({
  today: { jobs: 1, pay_cents: pay, tips_cents: 0, cash_collected_cents: cash },
  week: { jobs: 1, pay_cents: pay, tips_cents: 0, cash_collected_cents: cash },
  week_starts_on: '2026-11-23',
  cash_held_cents: cash,
  cash_owed_cents: cash - pay,
  jobs: [],
});

function renderPanel(value: DriverEarnings) {
  serveApi(apiHandler('get', '/driver/earnings', value));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <EarningsPanel />
    </QueryClientProvider>,
  );
}

/** The figure a label names: its <dt> and the <dd>s after it. */
const figure = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).parentElement!;

describe('EarningsPanel: cash held against pay', () => {
  it('cash held above pay is a balance the driver owes, settled separately, not a payout', async () => {
    renderPanel(earnings(3500, 12_000));
    const owed = await figure('You owe');
    expect(owed).toHaveTextContent('R85.00');
    expect(owed).toHaveTextContent(
      "Cash you collected above this week's pay. Hand it in: it is settled separately, not a payout.",
    );
    expect(screen.queryByText('Owed to you')).toBeNull();
  });

  it('pay above the cash held is owed to the driver and paid out after the week', async () => {
    renderPanel(earnings(4000, 0));
    const owed = await figure('Owed to you');
    expect(owed).toHaveTextContent('R40.00');
    expect(owed).toHaveTextContent(
      "This week's pay above the cash you hold, paid by EFT after the week ends.",
    );
    expect(screen.queryByText('You owe')).toBeNull();
  });
});

describe('EarningsPanel: jobs', () => {
  it('lists a paid failed trip beside the delivered jobs, saying why it was not delivered', async () => {
    const job = {
      order_id: '00000000-0000-4000-8000-0000000000d1',
      order_number: 'ORDER-7-AB',
      restaurant_name: 'Kota King',
      pay_cents: 2500,
      tip_cents: 0,
      cash_collected_cents: 0,
      distance_km: 3.2,
    };
    renderPanel({
      ...earnings(5000, 0),
      jobs: [
        { ...job, delivered_at: '2026-12-02T10:40:00.000Z', outcome: 'delivered' },
        { ...job, delivered_at: '2026-12-02T10:05:00.000Z', outcome: 'failed' },
      ],
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).not.toHaveTextContent('Could not be delivered');
    expect(items[1]).toHaveTextContent('Could not be delivered: paid for the trip');
    expect(items[1]).toHaveTextContent('R25.00');
  });
});

describe('EarningsPanel: tips (decision 069)', () => {
  it("shows the week's and today's tips, each job's tip, and counts tips as owed to the driver", async () => {
    renderPanel({
      ...earnings(3000, 0),
      today: { jobs: 1, pay_cents: 3000, tips_cents: 1000, cash_collected_cents: 0 },
      week: { jobs: 1, pay_cents: 3000, tips_cents: 1000, cash_collected_cents: 0 },
      cash_owed_cents: -4000,
      jobs: [
        {
          order_id: '00000000-0000-4000-8000-0000000000d2',
          order_number: 'ORDER-8-CD',
          restaurant_name: 'Kota King',
          pay_cents: 3000,
          tip_cents: 1000,
          cash_collected_cents: 0,
          distance_km: 2,
          delivered_at: '2026-12-02T10:40:00.000Z',
          outcome: 'delivered',
        },
      ],
    });
    const tips = await figure('Tips this week');
    expect(tips).toHaveTextContent('R10.00');
    expect(tips).toHaveTextContent('R10.00 today · all of it yours');
    expect(await screen.findByText('Tip R10.00')).toBeTruthy();
    expect(await figure('Owed to you')).toHaveTextContent('R40.00');
  });
});
