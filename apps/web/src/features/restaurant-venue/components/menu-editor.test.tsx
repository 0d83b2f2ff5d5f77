import type { AdminMenu } from '@lekker/core/contracts/menu-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { parseRandInput } from './item-dialog.tsx';
import { MenuEditor } from './menu-editor.tsx';

const VENUE = '11111111-1111-4111-8111-111111111111';
const MENU_PATH = `/api/restaurant/venues/${VENUE}/menu`;
const mains = '22222222-2222-4222-8222-222222222222';
const kota = '33333333-3333-4333-8333-333333333333';

const menu: AdminMenu = {
  categories: [{ id: mains, name: 'Mains', sort_order: 0, item_count: 1 }],
  items: [
    {
      id: kota,
      name: 'Kota Classic',
      description: null,
      price_cents: 4500,
      image_url: null,
      is_available: true,
      preparation_time: 10,
      category_id: mains,
      sort_order: 0,
      cooks_without_power: false,
      sold_out_until: null,
    },
  ],
};

describe('parseRandInput', () => {
  it.each([
    ['65', 6500],
    ['65.5', 6550],
    ['R 65,50', 6550],
    ['0.99', 99],
    ['abc', null],
    ['65.555', null],
    ['', null],
  ])('%j → %s', (text, cents) => expect(parseRandInput(text)).toBe(cents));
});

describe('MenuEditor', () => {
  beforeEach(() => {
    // Radix's switch measures itself inside a form; jsdom has no ResizeObserver.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows the error with Retry, then the menu grouped by category', async () => {
    let fail = true;
    mockApi({
      [`GET ${MENU_PATH}`]: () =>
        fail
          ? { status: 500, body: { error: { code: 'internal_error', message: 'Server trouble' } } }
          : { body: menu },
    });
    renderWithRouter(<MenuEditor venueId={VENUE} />);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Server trouble/)).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit Kota Classic' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mains', level: 3 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Categories in menu order' })).getByText('Mains'),
    ).toBeInTheDocument();
  });

  it('an empty menu says what to do', async () => {
    mockApi({ [`GET ${MENU_PATH}`]: { body: { categories: [], items: [] } } });
    renderWithRouter(<MenuEditor venueId={VENUE} />);
    expect(await screen.findByText(/Your menu is empty/)).toBeInTheDocument();
  });

  it('"Sold out today" asks the server to mark the item until midnight', async () => {
    const { calls } = mockApi({
      [`GET ${MENU_PATH}`]: { body: menu },
      [`PATCH ${MENU_PATH}/items/${kota}`]: {
        body: { ...menu.items[0], sold_out_until: '2030-01-01T22:00:00.000Z' },
      },
    });
    renderWithRouter(<MenuEditor venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sold out today (Kota Classic)' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ sold_out_today: true }),
    );
  });

  it("meets the contract's 500-character description limit in the field, with nothing sent", async () => {
    const { calls } = mockApi({ [`GET ${MENU_PATH}`]: { body: menu } });
    renderWithRouter(<MenuEditor venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Vetkoek' } });
    fireEvent.change(within(dialog).getByLabelText('Price (R)'), { target: { value: '25' } });
    const description = within(dialog).getByLabelText('Description (optional)');
    expect(description).toHaveAttribute('maxLength', '500');
    fireEvent.change(description, { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText('Description: at most 500 characters')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a price that is not an amount, with nothing sent', async () => {
    const { calls } = mockApi({ [`GET ${MENU_PATH}`]: { body: menu } });
    renderWithRouter(<MenuEditor venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Vetkoek' } });
    fireEvent.change(within(dialog).getByLabelText('Price (R)'), { target: { value: 'ten' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add item' }));
    expect(await within(dialog).findByText(/Enter a price in rand/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
