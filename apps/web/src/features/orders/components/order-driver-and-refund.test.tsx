import type { Order } from '@lekker/core/contracts/orders';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOrderEta } from '../hooks/use-order-eta.ts';
import { refundText } from '../order-format.ts';
import { DriverArrival } from './driver-arrival.tsx';
import { DriverContact } from './driver-contact.tsx';
import { driverCaption } from './driver-map.tsx';
import { OrderStatusHeader } from './order-status-header.tsx';

const NOW = new Date('2026-11-23T10:00:00.000Z');

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: '00000000-0000-4000-8000-00000000d001',
    order_number: 'ORDER-1-ABC',
    type: 'food',
    status: 'picked_up',
    payment_method: 'payfast',
    restaurant: {
      id: '00000000-0000-4000-8000-00000000a001',
      name: 'Kasi Kota Corner',
      address: null,
      phone: null,
      latitude: -25.856,
      longitude: 25.6403,
    },
    customer: { name: 'Lerato', phone: null },
    items: [],
    subtotal_cents: 9000,
    discount_cents: 0,
    delivery_fee_cents: 1500,
    total_cents: 10500,
    delivery_address: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
    delivery_location: { latitude: -25.85, longitude: 25.64 },
    delivery_distance_km: 1,
    special_instructions: null,
    custom_delivery: null,
    preparation_minutes: 15,
    cancel_reason: null,
    refund: null,
    has_driver: true,
    driver_position: null,
    eta: '2026-11-23T10:25:00.000Z',
    can_review: false,
    driver_first_name: 'Thabo',
    driver_phone: '+27 82 111 0000',
    delivery_code: '1234',
    viewer_is_customer: true,
    created_at: '2026-11-23T09:30:00.000Z',
    events: [],
    ...overrides,
  } as Order;
}

afterEach(() => {
  vi.useRealTimers();
});

/** The header and the driver card as the tracking page draws them: one ETA read once for both. */
function Header({ order, withCard = false }: { order: Order; withCard?: boolean }) {
  const eta = useOrderEta(order);
  return (
    <>
      <OrderStatusHeader order={order} live eta={eta} />
      {withCard ? <DriverArrival order={order} eta={eta} /> : null}
    </>
  );
}

describe('one ETA on the tracking page', () => {
  const at = (latitude: number, speed_kmh: number | null) => ({
    latitude,
    longitude: 25.64,
    heading: null,
    speed_kmh,
    accuracy: null,
    updated_at: NOW.toISOString(),
  });

  it("with the driver at the door the header says 'any minute now', not the plan's 25 min", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<Header order={order({ driver_position: at(-25.85, null) })} withCard />);
    expect(screen.getByTestId('driver-eta')).toHaveTextContent(
      'Thabo is on the way: arriving now (0.0 km away).',
    );
    expect(screen.getByTestId('order-eta')).toHaveTextContent(/\(any minute now\)$/);
  });

  it('on the way, header and card give the same minutes from the driver, and count down together', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 1.1 km at 20 km/h: 4 minutes (the plan says 25).
    render(<Header order={order({ driver_position: at(-25.86, 20) })} withCard />);
    expect(screen.getByTestId('driver-eta')).toHaveTextContent('about 4 min away (1.1 km)');
    expect(screen.getByTestId('order-eta')).toHaveTextContent(/^Estimated delivery \d\d:04 \(about 4 min\)$/);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId('driver-eta')).toHaveTextContent('about 3 min away (1.1 km)');
    expect(screen.getByTestId('order-eta')).toHaveTextContent('(about 3 min)');
  });

  it('before a position, the card names no time and the header keeps the plan', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<Header order={order()} withCard />);
    expect(screen.getByTestId('driver-eta')).toHaveTextContent(/^Thabo is on the way\.$/);
    expect(screen.getByTestId('order-eta')).toHaveTextContent('(about 25 min)');
  });
});

describe('after ordering: the driver, the ETA and the refund (docs/product.md#order-notifications)', () => {
  it("shows the driver's first name and a Call button while the job is active", () => {
    render(<DriverContact order={order()} />);
    expect(screen.getByText('Thabo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Thabo' })).toHaveAttribute('href', 'tel:+27821110000');
  });

  it('shows no driver before one is assigned, and no number after delivery', () => {
    const { rerender, container } = render(
      <DriverContact order={order({ has_driver: false, driver_first_name: null })} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<DriverContact order={order({ status: 'delivered', driver_phone: null })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('describes where the driver is in words, never as raw coordinates', () => {
    const caption = driverCaption(
      {
        latitude: -25.86,
        longitude: 25.64,
        heading: null,
        speed_kmh: 30,
        accuracy: null,
        updated_at: '2026-11-23T10:04:00.000Z',
      },
      { latitude: -25.85, longitude: 25.64 },
      'Thabo',
    );
    expect(caption).toMatch(/^Thabo, 1\.1 km from you · position at \d\d:\d\d$/);
    expect(caption).not.toMatch(/-25\.8/);
  });

  it('keeps the ETA counting down between updates', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    render(<Header order={order()} />);
    expect(screen.getByTestId('order-eta')).toHaveTextContent('(about 25 min)');
    act(() => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(screen.getByTestId('order-eta')).toHaveTextContent('(about 15 min)');
  });

  it("a paid order cancelled says 'R… refund owed' until PayFast confirms it, then when it was refunded", () => {
    const { rerender } = render(
      <Header
        order={order({
          status: 'cancelled',
          eta: null,
          cancel_reason: 'Cancelled by the customer',
          refund: { status: 'owed', amount_cents: 10500, refunded_cents: 0, refunded_at: null },
        })}
      />,
    );
    expect(screen.getByTestId('order-refund')).toHaveTextContent(/^R105\.00 refund owed\. We will tell you/);
    expect(screen.getByTestId('order-refund')).not.toHaveTextContent(/on its way|We refunded/);
    // An admin refunded part before the cancellation: only the rest is owed, and the part is said as refunded.
    rerender(
      <Header
        order={order({
          status: 'cancelled',
          eta: null,
          refund: {
            status: 'owed',
            amount_cents: 4500,
            refunded_cents: 6000,
            refunded_at: '2026-11-24T08:00:00.000Z',
          },
        })}
      />,
    );
    expect(screen.getByTestId('order-refund')).toHaveTextContent(
      /^R45\.00 refund owed \(R60\.00 already refunded\)\./,
    );
    rerender(
      <Header
        order={order({
          status: 'cancelled',
          eta: null,
          refund: { status: 'refunded', amount_cents: 10500, refunded_at: '2026-11-24T08:00:00.000Z' },
        })}
      />,
    );
    expect(screen.getByTestId('order-refund')).toHaveTextContent(/^We refunded R105\.00 on /);
  });

  it('says nothing about a refund when nothing was paid', () => {
    expect(refundText(null, () => 'R0.00')).toBeNull();
    render(<Header order={order({ status: 'cancelled', eta: null, payment_method: 'cash' })} />);
    expect(screen.queryByTestId('order-refund')).toBeNull();
  });
});
