import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { SavedAddresses } from './saved-addresses.tsx';

const TOWN = {
  success: true,
  latitude: -25.8652,
  longitude: 25.6442,
  formatted_address: 'Mahikeng, North West, South Africa',
  area: null,
  city: 'Mahikeng',
  province: 'North West',
  country: 'South Africa',
  precision: 'city',
};

describe('saved addresses: the pin is stored with the address (docs/product.md#delivery-point)', () => {
  it('asks for the pin, then saves the address with it', async () => {
    const api = mockApi({
      'GET /api/profile/addresses': { body: { addresses: [] } },
      'POST /api/geocode': { body: TOWN },
      'POST /api/profile/addresses': { status: 201, body: { ok: true } },
    });
    renderWithRouter(<SavedAddresses />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    fireEvent.change(screen.getByLabelText('Street address *'), { target: { value: 'Stand 1234' } });
    fireEvent.change(screen.getByLabelText('City or town *'), { target: { value: 'Mahikeng' } });
    fireEvent.change(screen.getByLabelText('Province *'), { target: { value: 'North West' } });
    fireEvent.change(screen.getByLabelText('Landmarks (optional)'), {
      target: { value: 'Blue gate behind the tuck shop' },
    });
    expect(
      await screen.findByText(/^We found Mahikeng but not your street/, {}, { timeout: 4000 }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findAllByText(/Show us where to deliver/)).not.toHaveLength(0);
    expect(api.callsTo('POST', '/api/profile/addresses')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Deliver to this pin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/profile/addresses')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/profile/addresses')[0]?.body).toMatchObject({
      street: 'Stand 1234',
      city: 'Mahikeng',
      province: 'North West',
      notes: 'Blue gate behind the tuck shop',
      latitude: TOWN.latitude,
      longitude: TOWN.longitude,
    });
  });
  it('corrects a saved address in place, keeping its pin', async () => {
    const saved = {
      id: '11111111-1111-4111-8111-111111111111',
      label: 'Home',
      street: 'Stand 1234',
      city: 'Mahikeng',
      province: 'North West',
      postal_code: null,
      notes: null,
      latitude: -25.86,
      longitude: 25.64,
      created_at: '2026-03-01T08:00:00.000Z',
    };
    const api = mockApi({
      'GET /api/profile/addresses': { body: { addresses: [saved] } },
      'POST /api/geocode': { body: TOWN },
      [`PUT /api/profile/addresses/${saved.id}`]: { body: { ...saved, street: 'Stand 99' } },
    });
    renderWithRouter(<SavedAddresses />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit address Home: Stand 1234' }));
    const street = screen.getByLabelText('Street address *') as HTMLInputElement;
    expect(street.value).toBe('Stand 1234');
    fireEvent.change(street, { target: { value: 'Stand 99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.callsTo('PUT', `/api/profile/addresses/${saved.id}`)).toHaveLength(1));
    expect(api.callsTo('PUT', `/api/profile/addresses/${saved.id}`)[0]?.body).toMatchObject({
      street: 'Stand 99',
      latitude: saved.latitude,
      longitude: saved.longitude,
    });
    expect(api.callsTo('POST', '/api/profile/addresses')).toHaveLength(0);
  });
});
