import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchLike, serveApi } from '@/test/fakes/api-server.ts';
import { FakeXhr } from '@/test/fakes/fake-xhr.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { DRAFT_STORAGE_KEY, todayInSouthAfrica } from '../custom-delivery-form.ts';
import { CustomDeliveryForm, type CustomDeliveryFormProps } from './custom-delivery-form.tsx';

const KASI = '00000000-0000-4000-8000-00000000a001';
const MAMA = '00000000-0000-4000-8000-00000000a002';
const QUOTE = { distance_km: 3.44, minutes: 27, fee_cents: 2876, within_range: true };
/** What the offline gazetteer finds for the typed address: the suburb, not the street. */
const MMABATHO = {
  success: true,
  latitude: -25.83,
  longitude: 25.61,
  formatted_address: 'Mmabatho, Mahikeng, North West, South Africa',
  area: 'Mmabatho',
  city: 'Mahikeng',
  province: 'North West',
  precision: 'area',
};
const SHUT = '00000000-0000-4000-8000-00000000a003';
const STORED = {
  path: 'user-1/1700000000000-slip.png',
  size: 2048,
  content_type: 'image/png',
  created_at: '2025-01-01T00:00:00.000Z',
};

const open = { accepts_custom_delivery: true, unavailable_reason: null };

type Handler = (
  body: unknown,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
let routes: Record<string, Handler>;
let calls: { key: string; body: unknown }[];

function stubApi(overrides: Record<string, Handler> = {}) {
  routes = {
    'GET /api/me': () => ({ status: 401, body: { error: { code: 'unauthorized', message: 'Sign in' } } }),
    'GET /api/custom-delivery/restaurants': () => ({
      body: {
        restaurants: [
          { ...open, id: KASI, name: 'Kasi Kota Corner', latitude: -25.856, longitude: 25.64 },
          { ...open, id: MAMA, name: 'Mama Tsholo Kitchen', latitude: -25.85, longitude: 25.63 },
          {
            id: SHUT,
            name: 'Shut Shop',
            latitude: -25.85,
            longitude: 25.63,
            accepts_custom_delivery: false,
            unavailable_reason: 'Not taking custom deliveries',
          },
        ],
      },
    }),
    'POST /api/custom-delivery/quote': () => ({ body: QUOTE }),
    'POST /api/geocode': (body) =>
      (body as { query?: string }).query === '12 Shippard Street, Mahikeng, North West'
        ? { body: MMABATHO }
        : { body: { success: false, error: 'Address not found' } },
    ...overrides,
  };
  calls = [];
  serveApi(
    fetchLike(async (input, init) => {
      const key = `${init.method ?? 'GET'} ${input.split('?')[0]}`;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ key, body });
      const handler = routes[key];
      const reply = handler
        ? await handler(body)
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const customer = { name: 'Naledi Mokoena', phone: null, isCustomer: true };

function renderForm(props: Partial<CustomDeliveryFormProps> = {}) {
  const onPrepared = vi.fn();
  const openReceipt = vi.fn(async () => true);
  renderWithRouter(
    <CustomDeliveryForm
      viewer={customer}
      signInHref="/login?redirect=%2Fcustom-delivery"
      onPrepared={onPrepared}
      services={{ openReceipt }}
      {...props}
    />,
  );
  return { onPrepared, openReceipt };
}

const proceed = () => screen.getByRole('button', { name: /Proceed to Payment/ });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

async function chooseRestaurant(id = KASI) {
  const select = screen.getByLabelText('Restaurant or store *');
  await screen.findByRole('option', { name: 'Kasi Kota Corner' });
  fireEvent.change(select, { target: { value: id } });
}

function typeAddress(street = '12 Shippard Street') {
  fireEvent.change(screen.getByLabelText('Street address *'), { target: { value: street } });
  fireEvent.change(screen.getByLabelText('City or town *'), { target: { value: 'Mahikeng' } });
  fireEvent.change(screen.getByLabelText('Province *'), { target: { value: 'North West' } });
}

/** The typed address, found to the suburb; the proposed pin accepted (docs/product.md#delivery-point). */
async function placeAddress() {
  typeAddress();
  await screen.findByText(/^We found Mmabatho but not your street/, {}, { timeout: 4000 });
  fireEvent.click(screen.getByRole('button', { name: 'Deliver to this pin' }));
}

function fillContact() {
  fireEvent.change(screen.getByLabelText('Phone number *'), { target: { value: '082 123 4567' } });
  fireEvent.change(screen.getByLabelText('Items requested *'), { target: { value: '2 loaves of bread' } });
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

const png = (name = 'slip.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

async function uploadOk(file = png()) {
  choose(file);
  act(() => FakeXhr.last.respond(201, { ...STORED, size: file.size }));
  await screen.findByText('Receipt Uploaded!');
}

/** A toast with this title (and description) is showing. */
async function expectToast(title: string, description?: string) {
  await waitFor(() => {
    const toasts = screen
      .getAllByText(title, { selector: '[data-title]' })
      .map((t) => t.closest('[data-sonner-toast]') as HTMLElement);
    if (description !== undefined)
      expect(toasts.some((toast) => within(toast).queryByText(description) !== null)).toBe(true);
  });
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  window.sessionStorage.clear();
});
afterEach(() => window.sessionStorage.clear());

describe('custom delivery form: the enable rule', () => {
  it('keeps Proceed to Payment disabled until name, phone, items, location and receipt exist', async () => {
    stubApi();
    renderForm();
    await chooseRestaurant();
    expect(proceed()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('missing-hint')).toHaveTextContent('the delivery pin on the map');

    await placeAddress();
    fillContact();
    expect(screen.getByLabelText<HTMLInputElement>('Your name *').value).toBe('Naledi Mokoena');
    expect(proceed()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('missing-hint').textContent).toBe('Still needed: an uploaded receipt.');

    await uploadOk();
    expect(proceed()).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByTestId('missing-hint')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Items requested *'), { target: { value: ' ' } });
    expect(proceed()).toHaveAttribute('aria-disabled', 'true');
  });

  it('has the street fields of checkout, looks the address up, asks for the pin and prices from it (docs/product.md#delivery-point)', async () => {
    stubApi();
    renderForm({ initialRestaurant: { id: KASI, name: 'Kasi Kota Corner' } });
    expect(screen.getByLabelText<HTMLSelectElement>('Restaurant or store *').value).toBe(KASI);
    typeAddress();
    // Found only to the suburb: no fee until the pin is on the door.
    await screen.findByText(/^We found Mmabatho but not your street/, {}, { timeout: 4000 });
    expect(calls.some((c) => c.key === 'POST /api/custom-delivery/quote')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Deliver to this pin' }));
    expect((await screen.findByTestId('custom-delivery-fee')).textContent).toBe('R28.76');
    expect(screen.getByTestId('custom-delivery-distance').textContent).toBe('3.4 km');
    expect(calls.find((c) => c.key === 'POST /api/custom-delivery/quote')?.body).toEqual({
      restaurant_id: KASI,
      latitude: MMABATHO.latitude,
      longitude: MMABATHO.longitude,
    });

    // Another restaurant asks again.
    fireEvent.change(screen.getByLabelText('Restaurant or store *'), { target: { value: MAMA } });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.key === 'POST /api/custom-delivery/quote')
          .map((c) => (c.body as { restaurant_id: string }).restaurant_id),
      ).toContain(MAMA),
    );
  });

  it('says when an address is not found, and warns when the location is out of range', async () => {
    stubApi({
      'POST /api/custom-delivery/quote': () => ({
        body: { ...QUOTE, distance_km: 31.2, within_range: false },
      }),
    });
    renderForm();
    typeAddress('9999 Nowhere Lane');
    expect(
      await screen.findByText(/^We couldn't find that address on the map/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await chooseRestaurant();
    await placeAddress();
    expect(await screen.findByText(/This location is 31\.2 km from Kasi Kota Corner/)).toBeInTheDocument();
  });

  it('offers only today and later as the preferred date', async () => {
    stubApi();
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: /Pick a date/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose a delivery date' });
    const today = todayInSouthAfrica();
    const days = [...calendar.querySelectorAll<HTMLButtonElement>('button[data-date]')];
    expect(days.filter((d) => d.dataset.date! < today).every((d) => d.disabled)).toBe(true);
    expect(days.filter((d) => d.dataset.date! >= today).every((d) => !d.disabled)).toBe(true);
    expect(within(calendar).getByRole('button', { name: 'Previous month' })).toHaveProperty('disabled', true);
    fireEvent.click(calendar.querySelector(`button[data-date="${today}"]`)!);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Pick a date/ })).not.toBeInTheDocument(),
    );
  });
});

describe('custom delivery form: the submit messages (docs/product.md#validation)', () => {
  it('asks a signed-out visitor to sign in (and does not let them upload)', async () => {
    stubApi();
    renderForm({ viewer: null });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcustom-delivery',
    );
    expect(fileInput().disabled).toBe(true);
    fireEvent.click(proceed());
    await expectToast('Error', "Please select a restaurant and make sure you're logged in");
  });

  it('asks for a restaurant', async () => {
    stubApi();
    renderForm();
    fireEvent.click(proceed());
    await expectToast('Error', "Please select a restaurant and make sure you're logged in");
  });

  it('asks for the missing details, then for the receipt', async () => {
    stubApi();
    renderForm();
    await chooseRestaurant();
    fillContact();
    fireEvent.click(proceed());
    await expectToast(
      'Missing Information',
      'Please fill in all required fields and select a delivery location',
    );

    await placeAddress();
    fireEvent.click(proceed());
    await expectToast(
      'Receipt Required',
      'Please upload a receipt to proceed with your custom delivery request.',
    );
    expect(calls.some((c) => c.key === 'PUT /api/receipts')).toBe(false);
  });

  it("shows 'Error preparing request' with the reason, or the general text", async () => {
    stubApi({ 'POST /api/custom-delivery/quote': () => ({ body: QUOTE }) });
    const { onPrepared } = renderForm();
    await chooseRestaurant();
    await placeAddress();
    fillContact();
    await uploadOk();
    fireEvent.change(screen.getByLabelText('Phone number *'), { target: { value: '12345' } });
    fireEvent.click(proceed());
    await expectToast(
      'Error preparing request',
      'Please enter a South African phone number, e.g. 082 123 4567',
    );

    fireEvent.change(screen.getByLabelText('Phone number *'), { target: { value: '082 123 4567' } });
    routes['POST /api/custom-delivery/quote'] = () => ({ status: 500, body: {} });
    fireEvent.click(proceed());
    await expectToast(
      'Error preparing request',
      'There was an error preparing your request. Please try again.',
    );

    routes['POST /api/custom-delivery/quote'] = () => ({
      body: { ...QUOTE, distance_km: 25.04, within_range: false },
    });
    fireEvent.click(proceed());
    await expectToast(
      'Error preparing request',
      'That location is 25.0 km from Kasi Kota Corner: custom deliveries go up to 20 km.',
    );
    expect(onPrepared).not.toHaveBeenCalled();
  });
});

describe('custom delivery form: the receipt', () => {
  it("refuses a wrong type or an oversize file with 'Invalid File', before sending anything", async () => {
    stubApi();
    renderForm();
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expectToast('Invalid File', 'Please upload an image (JPG, PNG, WebP) or PDF file');
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
    choose(big);
    await expectToast('Invalid File', 'File size must be less than 8MB');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('shows the upload progress, then the uploaded receipt with View and Replace', async () => {
    stubApi();
    const { openReceipt } = renderForm();
    const file = png();
    choose(file);
    const bar = await screen.findByRole('progressbar', { name: 'Receipt upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Uploading slip.png…')).toBeInTheDocument();
    act(() => FakeXhr.last.progress(1, 4));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    act(() => FakeXhr.last.progress(3, 4));
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
    act(() => FakeXhr.last.respond(201, STORED));
    await expectToast('Receipt Uploaded!');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByTestId('receipt-name')).toHaveTextContent('slip.png (2.0 KB) uploaded');
    // The draft is written by an effect after the render (Preact runs it after the paint, not inside act).
    await waitFor(() =>
      expect(JSON.parse(window.sessionStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}').receipt?.path).toBe(
        STORED.path,
      ),
    );

    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(openReceipt).toHaveBeenCalledWith(STORED.path));

    // Replace sends the new file with replaces=<old path>.
    choose(new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }));
    const url = new URL(FakeXhr.last.url, 'http://x');
    expect(url.searchParams.get('replaces')).toBe(STORED.path);
    expect(FakeXhr.last.headers['Content-Type']).toBe('application/pdf');
    act(() => FakeXhr.last.respond(201, { ...STORED, path: 'user-1/1700000000001-slip.pdf' }));
    await waitFor(() => expect(screen.getByTestId('receipt-name')).toHaveTextContent('slip.pdf'));
  });

  it.each([
    [
      415,
      'Please upload an image (JPG, PNG, WebP) or PDF file',
      'Please upload an image (JPG, PNG, WebP) or PDF file',
    ],
    [413, 'File size must be less than 8MB', 'File size must be less than 8MB'],
    [409, 'A receipt with this name was just uploaded.', 'Failed to upload receipt. Please try again.'],
  ])("reports a %s refusal as 'Upload Failed'", async (status, message, shown) => {
    stubApi();
    renderForm();
    choose(png());
    act(() => FakeXhr.last.respond(status, { error: { code: 'x', message } }));
    await expectToast('Upload Failed', shown);
    expect(screen.getByRole('alert').textContent).toBe(shown);
  });

  it('asks a visitor whose session ended to sign in, instead of "Upload Failed"', async () => {
    stubApi();
    renderForm();
    choose(png());
    act(() =>
      FakeXhr.last.respond(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } }),
    );
    await expectToast('Please sign in', 'Sign in to upload your receipt. Your details stay on this page.');
    expect(screen.queryByText('Upload Failed')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in to upload your receipt.');
  });

  it("reports a lost connection as 'An unexpected error occurred during upload'", async () => {
    stubApi();
    renderForm();
    choose(png());
    act(() => FakeXhr.last.failNetwork());
    await expectToast('Upload Failed', 'An unexpected error occurred during upload. Please try again.');
  });

  it("says 'Failed to load receipt' when View cannot make a link", async () => {
    stubApi();
    const openReceipt = vi.fn(async () => false);
    renderForm({ services: { openReceipt } });
    await uploadOk();
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    await expectToast('Error', 'Failed to load receipt. Please try again.');
  });
});

describe('custom delivery form: proceeding', () => {
  it("prepares the request: 'Preparing...', then the cart data and 'Delivery Request Prepared!'", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    stubApi();
    const { onPrepared } = renderForm();
    await chooseRestaurant();
    await placeAddress();
    fillContact();
    fireEvent.change(screen.getByLabelText('Landmarks and notes for the driver'), {
      target: { value: 'Blue gate' },
    });
    fireEvent.change(screen.getByLabelText('Estimated total of the items (R)'), {
      target: { value: '85.50' },
    });
    await uploadOk();
    routes['POST /api/custom-delivery/quote'] = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    fireEvent.click(proceed());
    expect(await screen.findByText('Preparing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Preparing/ })).toHaveProperty('disabled', true);
    act(() => answer({ body: { ...QUOTE, fee_cents: 3012 } }));

    await expectToast('Delivery Request Prepared!', 'Delivery fee R30.12 for 3.4 km.');
    expect(onPrepared).toHaveBeenCalledWith({
      restaurant_id: KASI,
      restaurant_name: 'Kasi Kota Corner',
      delivery_fee_cents: 3012,
      custom_delivery_data: expect.objectContaining({
        customer_name: 'Naledi Mokoena',
        customer_phone: '+27821234567',
        items_requested: '2 loaves of bread',
        delivery_address: '12 Shippard Street',
        delivery_lat: MMABATHO.latitude,
        delivery_lng: MMABATHO.longitude,
        delivery_distance_km: 3.44,
        city: 'Mahikeng',
        province: 'North West',
        special_notes: 'Blue gate',
        estimated_total_cents: 8550,
        receipt_path: STORED.path,
      }),
    });
    expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("refuses a venue that can't take a custom delivery now, before payment (docs/product.md#custom-delivery-screen)", async () => {
    stubApi({
      'POST /api/custom-delivery/quote': () => ({
        status: 422,
        body: {
          error: {
            code: 'unprocessable',
            message:
              'Shut Shop does not take custom deliveries yet: nobody there can hand your items to a driver. Please choose another restaurant or store.',
            fields: { restaurant_id: 'not taking custom deliveries' },
          },
        },
      }),
    });
    renderForm({ initialRestaurant: { id: SHUT, name: 'Shut Shop' } });
    // Greyed out in the list, with why; chosen through the menu page's link it says so at once.
    const option = await screen.findByRole('option', { name: 'Shut Shop (Not taking custom deliveries)' });
    expect(option).toHaveProperty('disabled', true);
    expect(screen.getByTestId('restaurant-unavailable')).toHaveTextContent(
      'Shut Shop cannot take a custom delivery right now (Not taking custom deliveries).',
    );
    await placeAddress();
    expect(await screen.findByTestId('custom-delivery-refusal')).toHaveTextContent(
      /^Shut Shop does not take custom deliveries yet/,
    );
  });

  it('keeps the typed draft across a reload', async () => {
    stubApi();
    const first = renderForm();
    fireEvent.change(screen.getByLabelText('Items requested *'), { target: { value: 'Milk' } });
    await waitFor(() => expect(window.sessionStorage.getItem(DRAFT_STORAGE_KEY)).toContain('Milk'));
    expect(first.onPrepared).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to load restaurants' when the picker cannot load", async () => {
    stubApi({ 'GET /api/custom-delivery/restaurants': () => ({ status: 500, body: {} }) });
    renderForm();
    await expectToast('Error', 'Failed to load restaurants. Please try again.');
  });
});
