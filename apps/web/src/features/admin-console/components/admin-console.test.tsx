import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  Ad,
  AdminDriverDetail,
  AdminOrderDetail,
  AdminOrderRow,
  AdminRestaurant,
  AdminRestaurantDetail,
  AuditEntry,
  PayoutWeek,
} from '@/api/admin.ts';
import { type ApiRequestInfo, apiError, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute, renderWithRouter } from '@/test/render.tsx';
import { AdsSection } from './ads-section.tsx';
import { DriversSection } from './drivers-section.tsx';
import { OrdersSection } from './orders-section.tsx';
import { PayoutsSection } from './payouts-section.tsx';
import { RestaurantsSection } from './restaurants-section.tsx';

/** What the console lists under "Messages sent" (the number masked by the server). */
const ORDER_MESSAGES = [
  {
    id: '00000000-0000-4000-8000-0000000000e1',
    channel: 'sms' as const,
    template: 'venue_escalation',
    to: '•••••••••000',
    status: 'failed' as const,
    attempts: 6,
    last_error: 'BulkSMS 503: Try again later',
    created_at: '2026-11-20T08:02:00.000Z',
    sent_at: null,
    delivered_at: null,
  },
];

const ORDER = '00000000-0000-4000-8000-0000000000a1';
const VENUE = '00000000-0000-4000-8000-0000000000b1';
const AT = '2026-11-20T08:00:00.000Z';

const row: AdminOrderRow = {
  id: ORDER,
  order_number: 'ORDER-1-AB',
  status: 'ready',
  payment_method: 'cash',
  fulfilment: 'delivery',
  total_cents: 12000,
  refund_status: null,
  refunded_cents: 0,
  restaurant: { id: VENUE, name: 'Kota King' },
  customer: { id: 'c1', name: 'Thandi', email: 'thandi@example.test', phone: null },
  driver: { id: 'd1', name: 'Sipho' },
  created_at: AT,
  placed_at: AT,
  promised_at: AT,
  minutes_late: 12,
  exception: 'late',
};
const detail: AdminOrderDetail = {
  order: row,
  items: [{ name: 'Kota', quantity: 2, unit_price_cents: 4500 }],
  subtotal_cents: 9000,
  discount_cents: 0,
  delivery_fee_cents: 3000,
  tip_cents: 0,
  paid_cents: 0,
  refundable_cents: 0,
  cancel_reason: null,
  events: [],
  ledger: [],
  refunds: [],
  audit: [],
  doorstep: { leave_at_door: false, wait_started_at: null, photo_url: null, note: null },
};
const audit = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  actor_id: 'a1',
  actor_email: 'ops@lekker.test',
  action: 'driver.note',
  target_type: 'user',
  target_id: 'd1',
  summary: 'Note',
  created_at: AT,
  ...over,
});

describe('admin console: live orders', () => {
  it('reassigns the driver of an order to a free driver on shift; busy drivers cannot be chosen', async () => {
    let sent: unknown;
    serveApi(
      apiHandler('get', '/admin/orders', { orders: [row], now: AT }),
      apiHandler('get', '/admin/orders/{id}', detail),
      apiHandler('get', '/admin/orders/{id}/messages', { messages: ORDER_MESSAGES }),
      apiHandler('get', '/admin/orders/{id}/driver-candidates', {
        drivers: [
          {
            user_id: 'd2',
            name: 'Lerato',
            vehicle_type: 'scooter',
            distance_km: 1.24,
            busy: false,
            location_updated_at: AT,
            cash_held_cents: 0,
            overrides: [],
          },
          {
            user_id: 'd3',
            name: 'Bongani',
            vehicle_type: 'car',
            distance_km: 0.5,
            busy: true,
            location_updated_at: AT,
            cash_held_cents: 0,
            overrides: [],
          },
        ],
      }),
      apiHandler('post', '/admin/orders/{id}/reassign-driver', async ({ request }: ApiRequestInfo) => {
        sent = await request.json();
        return { ...detail, order: { ...row, driver: { id: 'd2', name: 'Lerato' } } };
      }),
    );
    renderWithRouter(<OrdersSection />);
    fireEvent.click(await screen.findByText('ORDER-1-AB'));
    const dialog = await screen.findByRole('dialog', { name: 'Order ORDER-1-AB' });
    // What was sent about the order: channel, what it was, the masked number, its status and failure.
    const sent_ = await within(dialog).findByTestId('admin-order-message');
    expect(sent_).toHaveTextContent('SMS');
    expect(sent_).toHaveTextContent('Unanswered order (venue)');
    expect(sent_).toHaveTextContent('to •••••••••000');
    expect(sent_).toHaveTextContent('Failed');
    expect(sent_).toHaveTextContent('BulkSMS 503: Try again later');
    const form = await within(dialog).findByRole('form', { name: 'Reassign driver' });
    const select = within(form).getByLabelText('Give it to another driver');
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: /Lerato · 1.2 km away/ })).toBeInTheDocument(),
    );
    expect(within(form).getByRole('option', { name: /Bongani .* busy with a job/ })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Reassign driver' })).toBeDisabled();
    fireEvent.change(select, { target: { value: 'd2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reassign driver' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give this order to Lerato?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reassign driver' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('at least 3 characters');
    expect(sent).toBeUndefined();
    fireEvent.change(within(confirm).getByLabelText(/Reason/), { target: { value: 'Nearest free driver' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reassign driver' }));
    await waitFor(() =>
      expect(sent).toEqual({ driver_id: 'd2', reason: 'Nearest free driver', confirmed_overrides: [] }),
    );
  });

  it("needs the 20 km override ticked for a driver whose position is unknown, and shows the server's refusal", async () => {
    serveApi(
      apiHandler('get', '/admin/orders', { orders: [row], now: AT }),
      apiHandler('get', '/admin/orders/{id}', detail),
      apiHandler('get', '/admin/orders/{id}/messages', { messages: ORDER_MESSAGES }),
      apiHandler('get', '/admin/orders/{id}/driver-candidates', {
        drivers: [
          {
            user_id: 'd2',
            name: 'Lerato',
            vehicle_type: null,
            distance_km: null,
            busy: false,
            location_updated_at: null,
            cash_held_cents: 0,
            overrides: ['beyond_radius'],
          },
        ],
      }),
      apiHandler('post', '/admin/orders/{id}/reassign-driver', () =>
        apiError(409, 'conflict', 'Lerato has just taken another job, or the order changed meanwhile.'),
      ),
    );
    renderWithRouter(<OrdersSection />);
    fireEvent.click(await screen.findByText('ORDER-1-AB'));
    const form = await screen.findByRole('form', { name: 'Reassign driver' });
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Lerato · needs an override' })).toBeInTheDocument(),
    );
    fireEvent.change(within(form).getByLabelText('Give it to another driver'), { target: { value: 'd2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reassign driver' }));
    const confirm = await screen.findByRole('dialog', { name: 'Give this order to Lerato?' });
    fireEvent.change(within(confirm).getByLabelText(/Reason/), { target: { value: 'Only driver left' } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reassign driver' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Tick each warning');
    fireEvent.click(within(confirm).getByRole('checkbox', { name: /position is unknown/ }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reassign driver' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Lerato has just taken another job');
  });
});

const venueRow: AdminRestaurant = {
  id: VENUE,
  name: 'Kota King',
  kind: 'restaurant',
  address: '1 Main Road',
  is_active: true,
  is_open: true,
  commission_rate_bps: 1500,
  suspended_reason: null,
  suspended_at: null,
  rating: 4.5,
  orders_30d: 31,
  owners: [{ id: 'o1', email: 'owner@kota.test' }],
};
const venueDetail: AdminRestaurantDetail = {
  ...venueRow,
  description: 'Kotas',
  phone: '018 123 4567',
  cuisine_type: 'South African',
  latitude: -25.85,
  longitude: 25.64,
  service_radius_km: 10,
  estimated_delivery_time: 35,
  delivery_fee_cents: 2000,
  minimum_order_cents: 5000,
  is_partnered: false,
  bank_details: {
    account_holder: 'Kota King (Pty) Ltd',
    bank_name: 'FNB',
    branch_code: '250655',
    account_number: '62812345678',
    account_type: 'cheque',
    updated_at: AT,
  },
};

describe('admin console: restaurants', () => {
  it('opens a venue: edits only what changed, shows its bank account, orders (paged) and reviews', async () => {
    const patches: unknown[] = [];
    const pages: string[] = [];
    serveApi(
      apiHandler('get', '/admin/restaurants', { restaurants: [venueRow] }),
      apiHandler('get', '/admin/restaurants/{id}', venueDetail),
      apiHandler('patch', '/admin/restaurants/{id}', async ({ request }: ApiRequestInfo) => {
        const body = (await request.json()) as Record<string, unknown>;
        patches.push(body);
        return { ...venueDetail, ...body } as AdminRestaurantDetail;
      }),
      apiHandler('get', '/admin/restaurants/{id}/orders', ({ url }: ApiRequestInfo) => {
        const page = url.searchParams.get('page') ?? '1';
        pages.push(page);
        return {
          orders: [{ ...row, order_number: `ORDER-PAGE-${page}` }],
          page: Number(page),
          page_size: 25,
          total: 30,
        };
      }),
      apiHandler('get', '/admin/restaurants/{id}/reviews', {
        average: 4.5,
        stars: [0, 0, 0, 1, 1],
        reviews: [
          {
            id: '00000000-0000-4000-8000-0000000000c1',
            rating: 5,
            comment: 'Best kota in town',
            customer_email: 'thandi@example.test',
            order_number: 'ORDER-1-AB',
            owner_reply: null,
            created_at: AT,
          },
        ],
        page: 1,
        page_size: 25,
        total: 2,
      }),
      apiHandler('get', '/admin/audit', { entries: [] }),
    );
    renderWithRouter(<RestaurantsSection />);
    fireEvent.click(await screen.findByRole('button', { name: /Kota King/ }));
    const edit = await screen.findByRole('form', { name: 'Edit the venue' });
    fireEvent.change(within(edit).getByLabelText('Name'), { target: { value: 'Kota King Mahikeng' } });
    // Words in a number field are refused in words and nothing is sent.
    fireEvent.change(within(edit).getByLabelText('Delivery fee (R)'), { target: { value: 'fifteen' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save details' }));
    expect(await within(edit).findByText('Enter a number.')).toBeInTheDocument();
    expect(patches).toEqual([]);
    fireEvent.change(within(edit).getByLabelText('Delivery fee (R)'), { target: { value: '15' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Kota King Mahikeng', delivery_fee_cents: 1500 }]));

    expect(screen.getByRole('region', { name: 'Bank details' })).toHaveTextContent('62812345678');
    expect(await screen.findByText('Best kota in town')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ratings and reviews' })).toHaveTextContent('4.5 out of 5');
    expect(await screen.findByText('ORDER-PAGE-1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('ORDER-PAGE-2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows an error with Retry when the venues cannot load', async () => {
    let fail = true;
    serveApi(
      apiHandler('get', '/admin/restaurants', () =>
        fail ? apiError(500, 'internal_error', 'Boom') : { restaurants: [venueRow] },
      ),
    );
    renderWithRouter(<RestaurantsSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load restaurants: Something went wrong on our side. Please try again in a moment.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Kota King/ })).toBeInTheDocument();
  });
});

const driverDetail: AdminDriverDetail = {
  driver: {
    user_id: 'd1',
    name: 'Sipho',
    email: 'sipho@example.test',
    phone: '082 123 4567',
    vehicle_type: 'scooter',
    status: 'approved',
    is_online: true,
    last_latitude: null,
    last_longitude: null,
    location_updated_at: null,
  },
  applied_at: AT,
  decision_reason: 'Licence checked',
  decided_at: AT,
  active_order: null,
  deliveries: 42,
  documents: [
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      kind: 'drivers_licence',
      original_name: 'licence.png',
      content_type: 'image/png',
      size: 2048,
      created_at: AT,
      url: 'http://localhost/api/storage/signed/receipts/x?sig=1',
    },
  ],
  bank_details: null,
  notes: [audit({ summary: 'Asked for a clearer photo' })],
  audit: [
    audit({ summary: 'Asked for a clearer photo' }),
    audit({
      id: '00000000-0000-4000-8000-0000000000e2',
      action: 'driver.suspend',
      summary: 'Suspended driver sipho@example.test: late',
    }),
  ],
};

describe('admin console: drivers', () => {
  it("opens a driver's application details, documents and notes, and adds a note", async () => {
    const notes: unknown[] = [];
    serveApi(
      apiHandler('get', '/admin/drivers', { drivers: [driverDetail.driver] }),
      apiHandler('get', '/admin/drivers/{id}', driverDetail),
      apiHandler('post', '/admin/drivers/{id}/notes', async ({ request }: ApiRequestInfo) => {
        notes.push(await request.json());
        return driverDetail;
      }),
    );
    renderWithRouter(<DriversSection />);
    fireEvent.click(await screen.findByRole('button', { name: /Sipho.*details, documents and notes/ }));
    const docs = await screen.findByRole('region', { name: 'Documents' });
    expect(within(docs).getByRole('link', { name: "Driver's licence" })).toHaveAttribute(
      'href',
      'http://localhost/api/storage/signed/receipts/x?sig=1',
    );
    expect(screen.getByRole('region', { name: 'Application' })).toHaveTextContent('Licence checked');
    expect(screen.getByRole('region', { name: 'Bank details' })).toHaveTextContent('None on file yet');
    const notesRegion = screen.getByRole('region', { name: 'Internal notes' });
    expect(notesRegion).toHaveTextContent('ops@lekker.test · Asked for a clearer photo');
    expect(screen.getByRole('region', { name: 'Driver history' })).toHaveTextContent('Suspended driver');
    // An empty note is refused in words and not sent.
    fireEvent.click(within(notesRegion).getByRole('button', { name: 'Add note' }));
    expect(await within(notesRegion).findByRole('alert')).toHaveTextContent('Write a note');
    expect(notes).toEqual([]);
    fireEvent.change(within(notesRegion).getByLabelText(/Add an internal note/), {
      target: { value: 'Called: new photo tomorrow' },
    });
    fireEvent.click(within(notesRegion).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(notes).toEqual([{ note: 'Called: new photo tomorrow' }]));
  });
});

const ad = (over: Partial<Ad>): Ad => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  restaurant_id: VENUE,
  restaurant_name: 'Kota King',
  special_offer: 'Two kotas for R80',
  offer_description: null,
  cta_text: null,
  ad_image_url: null,
  status: 'pending',
  reject_reason: null,
  priority: 100,
  start_date: '2026-11-20',
  end_date: '2026-11-30',
  running: false,
  schedule: 'scheduled',
  created_at: AT,
  decided_at: null,
  ...over,
});

describe('admin console: ads', () => {
  it('approves a request with its dates, rejects one with a reason, and saves a new home-page order', async () => {
    const calls: { path: string; body: unknown }[] = [];
    const record =
      (path: string) =>
      async ({ request }: ApiRequestInfo) => {
        calls.push({ path, body: await request.json() });
        return ad({});
      };
    const first = ad({
      id: '00000000-0000-4000-8000-0000000000f2',
      status: 'approved',
      special_offer: 'Pap deal',
      running: true,
      schedule: 'live',
      priority: 10,
    });
    const second = ad({
      id: '00000000-0000-4000-8000-0000000000f3',
      status: 'approved',
      special_offer: 'Wors roll',
      priority: 20,
      schedule: 'expired',
    });
    serveApi(
      apiHandler('get', '/admin/ads', {
        ads: [
          ad({}),
          ad({ id: '00000000-0000-4000-8000-0000000000f4', special_offer: 'Free chips' }),
          first,
          second,
        ],
      }),
      apiHandler('post', '/admin/ads/{id}/approve', record('approve')),
      apiHandler('post', '/admin/ads/{id}/reject', record('reject')),
      apiHandler('put', '/admin/ads/order', async ({ request }: ApiRequestInfo) => {
        calls.push({ path: 'order', body: await request.json() });
        return { ads: [second, first] };
      }),
    );
    renderWithRouter(<AdsSection />);
    const approve = await screen.findByRole('form', { name: 'Approve Two kotas for R80 (Kota King)' });
    // An approved ad past its last day reads Expired, not Scheduled (decision 053).
    expect(screen.getByText('Wors roll').parentElement).toHaveTextContent('Expired');
    expect(screen.getByText('Pap deal').parentElement).toHaveTextContent('Showing now');
    fireEvent.change(within(approve).getByLabelText('Last day (optional)'), {
      target: { value: '2026-12-05' },
    });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        path: 'approve',
        body: { start_date: '2026-11-20', end_date: '2026-12-05' },
      }),
    );

    const reject = screen.getByRole('form', { name: 'Reject Free chips (Kota King)' });
    fireEvent.change(within(reject).getByLabelText('Reason (e-mailed to the venue)'), {
      target: { value: 'The photo is not of food' },
    });
    fireEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'reject', body: { reason: 'The photo is not of food' } }),
    );

    expect(screen.getByText('Showing now')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move Wors roll (Kota King) up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save order' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'order', body: { ids: [second.id, first.id] } }),
    );
  });
});

describe('admin console: payouts', () => {
  it('flags payees without bank details and links the bulk-EFT file of the week', async () => {
    const week: PayoutWeek = {
      week_start: '2026-11-16',
      week_end: '2026-11-22',
      closes_at: '2026-11-22T22:00:00.000Z',
      closed: true,
      venues: [
        {
          restaurant_id: VENUE,
          name: 'Kota King',
          orders: 3,
          food_subtotal_cents: 30000,
          commission_cents: 4500,
          net_cents: 25500,
          payout: null,
          bank_details_on_file: false,
        },
      ],
      drivers: [
        {
          driver_id: 'd1',
          name: 'Sipho',
          email: 'sipho@example.test',
          jobs: 3,
          pay_cents: 9000,
          tips_cents: 0,
          cash_held_cents: 0,
          net_cents: 9000,
          owed_by_driver_cents: 0,
          payout: null,
          bank_details_on_file: true,
        },
      ],
    };
    serveApi(apiHandler('get', '/admin/payouts', week));
    renderWithRouter(<PayoutsSection />);
    const venue = await screen.findByRole('rowheader', { name: /Kota King/ });
    expect(venue).toHaveTextContent('No bank details');
    expect(screen.getByRole('rowheader', { name: /Sipho/ })).not.toHaveTextContent('No bank details');
    expect(screen.getByRole('link', { name: 'Download bulk-EFT CSV' }).getAttribute('href')).toMatch(
      /^\/api\/admin\/payouts\/export\?week=\d{4}-\d{2}-\d{2}$/,
    );
    // Without bank details nothing can be marked paid; with them it can.
    const venueButton = within(venue.closest('tr')!).getByRole('button', { name: 'Mark paid' });
    expect(venueButton).toBeDisabled();
    expect(venueButton).toHaveAccessibleDescription(
      'No bank details on file: ask them to add their bank details first.',
    );
    const driverRow = screen.getByRole('rowheader', { name: /Sipho/ }).closest('tr')!;
    expect(within(driverRow).getByRole('button', { name: 'Mark paid' })).toBeEnabled();
  });

  const runningWeek = (): PayoutWeek => ({
    week_start: '2026-11-23',
    week_end: '2026-11-29',
    closes_at: '2026-11-29T22:00:00.000Z',
    closed: false,
    venues: [
      {
        restaurant_id: VENUE,
        name: 'Kota King',
        orders: 1,
        food_subtotal_cents: 10000,
        commission_cents: 1500,
        net_cents: 8500,
        payout: null,
        bank_details_on_file: true,
      },
    ],
    drivers: [
      {
        driver_id: 'd2',
        name: 'Lerato',
        email: 'lerato@example.test',
        jobs: 1,
        pay_cents: 3500,
        tips_cents: 0,
        cash_held_cents: 12000,
        net_cents: 0,
        owed_by_driver_cents: 8500,
        payout: null,
        bank_details_on_file: true,
      },
    ],
  });

  it('keeps Mark paid and the bank file off while the week runs, and says why', async () => {
    serveApi(apiHandler('get', '/admin/payouts', runningWeek()));
    renderWithRouter(<PayoutsSection />);
    const venue = await screen.findByRole('rowheader', { name: /Kota King/ });
    const button = within(venue.closest('tr')!).getByRole('button', { name: 'Mark paid' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'The week is still running: it can be marked paid after Sunday 2026-11-29.',
    );
    expect(screen.queryByRole('link', { name: 'Download bulk-EFT CSV' })).toBeNull();
    const download = screen.getByRole('button', { name: 'Download bulk-EFT CSV' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription('The bank file is ready once the week has ended.');
  });

  it("shows a driver's cash held above pay as a balance the driver owes, with no Mark paid", async () => {
    serveApi(apiHandler('get', '/admin/payouts', { ...runningWeek(), closed: true }));
    renderWithRouter(<PayoutsSection />);
    const driver = (await screen.findByRole('rowheader', { name: /Lerato/ })).closest('tr')!;
    expect(driver).toHaveTextContent('Owes R85.00');
    expect(driver).toHaveTextContent('cash held above pay, settled separately (not a payout)');
    expect(within(driver).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(driver).not.toHaveTextContent('-R');
  });
});

describe('admin console: navigation', () => {
  it('has an Ads section in the console', async () => {
    serveApi(
      apiHandler('get', '/me', makeViewer({ roles: ['admin'] }) as never),
      apiHandler('get', '/admin/ads', { ads: [] }),
    );
    renderRoute('/admin/dashboard?section=ads');
    expect(await screen.findByRole('heading', { name: 'Ads' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('No ads or requests yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ads' })).toHaveAttribute('aria-current', 'page');
  });
});
