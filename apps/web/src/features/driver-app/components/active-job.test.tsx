import '@/test/setup.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverActiveJob } from '@/api/drivers.ts';
import { apiHandler, mockApi, serveApi } from '@/test/fakes/api-server.ts';
import { ActiveJob } from './active-job.tsx';

// Leaflet is not the subject here (and needs a real layout engine).
vi.mock('./job-map.tsx', () => ({ default: () => <div data-testid="job-map" /> }));

const job = (over: Partial<DriverActiveJob> = {}): DriverActiveJob => ({
  order_id: '8f0a3c8e-59d7-4e43-9f4e-1f3f1d2b7a11',
  order_number: 'ORDER-1732350000000-AB12',
  type: 'food',
  status: 'preparing',
  payment_method: 'cash',
  restaurant: {
    id: '1f0a3c8e-59d7-4e43-9f4e-1f3f1d2b7a11',
    name: 'Kasi Kota Corner',
    address: '5 Main Street, Mahikeng',
    phone: '018 381 0000',
    latitude: -25.856,
    longitude: 25.6403,
  },
  customer: { first_name: 'Thandi', phone: '072 555 0101' },
  delivery_address: {
    street: '4 Nelson Mandela Drive',
    city: 'Mmabatho',
    province: 'North West',
    notes: 'Green gate next to the spaza',
  },
  delivery_location: { latitude: -25.84, longitude: 25.63 },
  dropoff_distance_km: 2.1,
  items: [],
  pay_cents: 2840,
  cash_to_collect_cents: 12_500,
  custom_items: null,
  can_pick_up: false,
  code_attempts_left: 5,
  code_locked_until: null,
  assigned_at: '2026-11-23T10:00:00.000Z',
  doorstep: { leave_at_door: false, wait_started_at: null, wait_ends_at: null, wait_over: false },
  ...over,
});

const ORDER_PATH = '/api/driver/orders/8f0a3c8e-59d7-4e43-9f4e-1f3f1d2b7a11';

// The job's conversation with the customer and the venue shows under the steps.
beforeEach(() => {
  serveApi(
    // Pay at the door: no link yet (door-payment-panel.test.tsx covers the panel).
    apiHandler('get', '/driver/orders/{id}/door-payment', { state: 'none', url: null, amount_cents: 12_500 }),
    apiHandler('get', '/orders/{id}/messages', {
      order_id: job().order_id,
      order_number: job().order_number,
      order_status: 'preparing',
      venue_name: 'Kasi Kota Corner',
      customer_name: 'Thandi M.',
      driver_name: 'Sipho D.',
      viewer_party: 'driver',
      state: 'open',
      closes_at: null,
      unread: 0,
      messages: [
        {
          id: '00000000-0000-4000-8000-00000000d001',
          party: 'customer',
          sender_name: 'Thandi M.',
          body: 'Green gate, dog is friendly',
          created_at: '2026-11-23T10:05:00.000Z',
          mine: false,
        },
      ],
    }),
  );
});

describe('ActiveJob: messages', () => {
  it("shows the order's conversation with a composer", async () => {
    renderJob(job());
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('Green gate, dog is friendly')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toBeInTheDocument();
  });
});

function renderJob(value: DriverActiveJob) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ActiveJob job={value} />
    </QueryClientProvider>,
  );
}

describe('ActiveJob: pickup', () => {
  it('"Picked up" waits for the restaurant to mark the order ready', () => {
    renderJob(job());
    expect(screen.getByRole('heading', { name: 'Pick up at Kasi Kota Corner' })).toBeInTheDocument();
    expect(screen.getByText('ORDER-1732350000000-AB12')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the restaurant to mark the order ready.')).toBeInTheDocument();
    expect((screen.getByRole('button', { name: 'Picked up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Call the restaurant/ })).toHaveAttribute(
      'href',
      'tel:0183810000',
    );
    expect(screen.getByRole('link', { name: 'Waze' })).toHaveAttribute(
      'href',
      'https://waze.com/ul?ll=-25.856000,25.640300&navigate=yes',
    );
  });

  it('once ready, "Picked up" posts the pickup', async () => {
    const api = mockApi({ [`POST ${ORDER_PATH}/pickup`]: { body: {} } });
    renderJob(job({ status: 'ready', can_pick_up: true }));
    const button = screen.getByRole('button', { name: 'Picked up' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo('POST', `${ORDER_PATH}/pickup`)).toHaveLength(1));
  });
});

describe('ActiveJob: drop-off and proof of delivery', () => {
  it('needs the 4 digits and the cash confirmation, sends both, and shows a refusal', async () => {
    const api = mockApi({
      [`POST ${ORDER_PATH}/deliver`]: {
        status: 422,
        body: { error: { code: 'unprocessable', message: 'Wrong code. 4 tries left.' } },
      },
    });
    renderJob(job({ status: 'picked_up' }));
    expect(screen.getByRole('heading', { name: 'Deliver to Thandi' })).toBeInTheDocument();
    expect(screen.getByText('Green gate next to the spaza')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Complete delivery' }) as HTMLButtonElement;
    const code = screen.getByLabelText('Delivery code from the customer');
    fireEvent.change(code, { target: { value: '12a' } });
    expect((code as HTMLInputElement).value).toBe('12');
    expect(submit.disabled).toBe(true);
    fireEvent.change(code, { target: { value: '1234' } });
    expect(submit.disabled).toBe(true); // cash not confirmed yet
    fireEvent.click(screen.getByRole('checkbox', { name: 'I collected R125.00 in cash' }));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code. 4 tries left.');
    expect(api.callsTo('POST', `${ORDER_PATH}/deliver`).map((c) => c.body)).toEqual([
      { code: '1234', cash_collected_cents: 12_500 },
    ]);
  });

  it('a locked code disables the entry and says why', () => {
    renderJob(
      job({
        status: 'picked_up',
        payment_method: 'payfast',
        cash_to_collect_cents: null,
        code_attempts_left: 0,
        code_locked_until: new Date(Date.now() + 45_000).toISOString(),
      }),
    );
    expect((screen.getByLabelText('Delivery code from the customer') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Too many wrong codes: try again in a minute.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('ActiveJob: when the door does not open (docs/product.md#when-the-door-does-not-open)', () => {
  const waiting = (over: Partial<DriverActiveJob['doorstep']>) =>
    job({
      status: 'picked_up',
      payment_method: 'payfast',
      cash_to_collect_cents: null,
      doorstep: {
        leave_at_door: true,
        wait_started_at: new Date(Date.now() - 60_000).toISOString(),
        wait_ends_at: new Date(Date.now() + 9 * 60_000).toISOString(),
        wait_over: false,
        ...over,
      },
    });

  it('"Customer not answering" starts the wait on the server', async () => {
    const api = mockApi({ [`POST ${ORDER_PATH}/not-answering`]: { body: {} } });
    renderJob(job({ status: 'picked_up' }));
    expect(screen.queryByText(/leave it at the door/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Customer not answering' }));
    await waitFor(() => expect(api.callsTo('POST', `${ORDER_PATH}/not-answering`)).toHaveLength(1));
  });

  it('counts down the server-side wait and offers nothing before its end', () => {
    renderJob(waiting({}));
    expect(
      screen.getByText("The customer asked: leave it at the door if they don't answer."),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Wait at the door: (9:00|8:59) left$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave at the door' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Could not deliver' })).not.toBeInTheDocument();
  });

  it('after the wait: a photo is needed, then it is left at the door', async () => {
    const api = mockApi({ [`POST ${ORDER_PATH}/leave-at-door`]: { body: {} } });
    renderJob(waiting({ wait_ends_at: new Date(Date.now() - 1000).toISOString(), wait_over: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave at the door' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Take a photo of the door first.');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'door.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo of the door'), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Leave at the door' }));
    await waitFor(() => expect(api.callsTo('POST', `${ORDER_PATH}/leave-at-door`)).toHaveLength(1));
  });

  it('without the customer\'s choice only "Could not deliver" is offered, with the note in the query', async () => {
    const api = mockApi({
      [`POST ${ORDER_PATH}/undeliverable`]: {
        status: 400,
        body: {
          error: { code: 'validation_error', message: 'Say in a few words what happened at the door.' },
        },
      },
    });
    renderJob(
      waiting({
        leave_at_door: false,
        wait_ends_at: new Date(Date.now() - 1000).toISOString(),
        wait_over: true,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Leave at the door' })).not.toBeInTheDocument();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'door.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo of the door'), { target: { files: [photo] } });
    fireEvent.change(screen.getByLabelText('What happened at the door?'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Could not deliver' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Say in a few words what happened at the door.',
    );
    expect(api.callsTo('POST', `${ORDER_PATH}/undeliverable`).map((c) => c.url)).toEqual([
      `${ORDER_PATH}/undeliverable?note=x`,
    ]);
  });
});

describe('ActiveJob: the code cannot be collected', () => {
  it('needs a photo and the cash, then sends the cash with the photo for checking', async () => {
    const api = mockApi({ [`POST ${ORDER_PATH}/code-not-collected`]: { body: {} } });
    renderJob(job({ status: 'picked_up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Code cannot be collected' }));
    expect(
      screen.getByText(
        'Ask Thandi to write in the messages below that they have the order, then take a photo of the handover.',
      ),
    ).toBeInTheDocument();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'handover.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo of the handover'), { target: { files: [photo] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Confirm the cash you collected first.');
    const panel = within(screen.getByTestId('handover-panel'));
    fireEvent.click(panel.getByRole('checkbox', { name: 'I collected R125.00 in cash' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send for checking' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `${ORDER_PATH}/code-not-collected`).map((c) => c.url)).toEqual([
        `${ORDER_PATH}/code-not-collected?cash_collected_cents=12500`,
      ]),
    );
  });
});
