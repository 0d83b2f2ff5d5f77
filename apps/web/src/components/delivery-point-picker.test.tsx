import type { GeocodeResult } from '@lekker/core/contracts/geo';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render.tsx';
import {
  addressQuery,
  type DeliveryPoint,
  isPointConfirmed,
  NO_POINT,
  pointFromLookup,
} from './delivery-point.ts';
import { DeliveryPointPicker } from './delivery-point-picker.tsx';
import { nudge } from './location-picker.tsx';

const TOWN: GeocodeResult = {
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
const STREET: GeocodeResult = {
  ...TOWN,
  latitude: -25.8561,
  longitude: 25.6404,
  formatted_address: '12 Shippard Street, Mahikeng, North West, South Africa',
  precision: 'street',
};

describe('the delivery point rules (docs/product.md#delivery-point)', () => {
  it('a street found places the pin; a town only proposes it; nothing found takes it away', () => {
    expect(pointFromLookup(NO_POINT, STREET)).toEqual({
      pin: { latitude: -25.8561, longitude: 25.6404 },
      source: 'address',
    });
    const proposed = pointFromLookup(NO_POINT, TOWN);
    expect(proposed).toEqual({ pin: { latitude: -25.8652, longitude: 25.6442 }, source: 'place' });
    expect(isPointConfirmed(proposed)).toBe(false);
    expect(pointFromLookup(proposed, { success: false, error: 'Address not found' })).toEqual(NO_POINT);
  });

  it("the customer's own pin always stays", () => {
    const mine: DeliveryPoint = { pin: { latitude: -25.9, longitude: 25.6 }, source: 'customer' };
    expect(pointFromLookup(mine, STREET)).toBe(mine);
    expect(isPointConfirmed(mine)).toBe(true);
  });

  it('looks up only a complete address', () => {
    expect(addressQuery({ street: '12 Shippard Street', city: 'Mahikeng', province: '' })).toBeNull();
    expect(addressQuery({ street: ' 12 Shippard Street ', city: 'Mahikeng', province: 'North West' })).toBe(
      '12 Shippard Street, Mahikeng, North West',
    );
  });

  it('an arrow press moves the pin about 30 m', () => {
    const from = { latitude: -25.8652, longitude: 25.6442 };
    const north = nudge(from, 'north');
    expect(north.longitude).toBe(from.longitude);
    expect((north.latitude - from.latitude) * 111_320).toBeCloseTo(30, 5);
    const east = nudge(from, 'east');
    expect(east.latitude).toBe(from.latitude);
    expect(east.longitude).toBeGreaterThan(from.longitude);
  });
});

function Harness({ lookUp, address }: { lookUp: (q: string) => Promise<GeocodeResult>; address: string }) {
  const [point, setPoint] = useState<DeliveryPoint>(NO_POINT);
  return (
    <>
      <DeliveryPointPicker
        address={{ street: address, city: 'Mahikeng', province: 'North West' }}
        point={point}
        onChange={setPoint}
        lookUp={lookUp}
      />
      <output data-testid="point">{JSON.stringify(point)}</output>
    </>
  );
}

const pointOf = () => JSON.parse(screen.getByTestId('point').textContent ?? '{}') as DeliveryPoint;

describe('the delivery point picker', () => {
  it('with the offline gazetteer (town only) it starts at the place and asks for the pin', async () => {
    const lookUp = vi.fn(async () => TOWN);
    renderWithRouter(<Harness lookUp={lookUp} address="9999 Nowhere Lane" />);
    await waitFor(() => expect(pointOf().source).toBe('place'), { timeout: 5000 });
    expect(lookUp).toHaveBeenCalledWith('9999 Nowhere Lane, Mahikeng, North West');
    expect(screen.getByTestId('delivery-point-status')).toHaveTextContent(
      /^We found Mahikeng but not your street\. Show us where to deliver/,
    );
    // Keyboard: the arrows move the pin, which makes it the customer's.
    fireEvent.click(await screen.findByRole('button', { name: 'Move the pin north' }));
    expect(pointOf()).toMatchObject({ source: 'customer' });
    expect(pointOf().pin!.latitude).toBeGreaterThan(TOWN.latitude!);
    expect(screen.getByTestId('delivery-point-status')).toHaveTextContent(/^Pin placed/);
  });

  it("accepting the proposed pin as it is: 'Deliver to this pin'", async () => {
    renderWithRouter(<Harness lookUp={async () => TOWN} address="Stand 1234" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deliver to this pin' }, { timeout: 5000 }));
    expect(pointOf()).toEqual({
      pin: { latitude: TOWN.latitude, longitude: TOWN.longitude },
      source: 'customer',
    });
  });

  it('with a street-level geocoder the typed address places the pin', async () => {
    renderWithRouter(<Harness lookUp={async () => STREET} address="12 Shippard Street" />);
    await waitFor(() => expect(pointOf().source).toBe('address'), { timeout: 5000 });
    expect(isPointConfirmed(pointOf())).toBe(true);
    expect(screen.getByTestId('delivery-point-status')).toHaveTextContent(
      'We put the pin on 12 Shippard Street, Mahikeng, North West, South Africa.',
    );
    expect(screen.queryByRole('button', { name: 'Deliver to this pin' })).toBeNull();
  });
});
