import { describe, expect, it } from 'vitest';
import { toDeskOrder } from './fulfilment.service.ts';

type Row = Parameters<typeof toDeskOrder>[0];

const at = new Date('2026-03-02T08:00:00Z');
const order = (over: Partial<Row['order']> = {}): Row['order'] =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    orderNumber: 'ORDER-1-ABC',
    type: 'food',
    customerId: 'c1',
    restaurantId: '00000000-0000-4000-8000-000000000002',
    driverId: null,
    status: 'placed',
    paymentMethod: 'cash',
    subtotalCents: 9000,
    discountCents: 0,
    deliveryFeeCents: 2000,
    totalCents: 11000,
    deliveryAddress: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
    deliveryLat: -25.85,
    deliveryLng: 25.64,
    deliveryDistanceKm: 1.2,
    specialInstructions: null,
    customDeliveryData: null,
    preparationMinutes: null,
    cancelReason: null,
    cancelCode: null,
    refundStatus: null,
    cashCollectedCents: null,
    pfPaymentId: null,
    createdAt: at,
    updatedAt: at,
    placedAt: at,
    confirmedAt: null,
    readyAt: null,
    ...over,
  }) as Row['order'];

const row = (o: Row['order'], over: Partial<Row> = {}): Row => ({
  order: o,
  customerName: 'thandi@example.test',
  customerFullName: 'Thandi Mokoena',
  customerPhone: '072 111 2222',
  customerDeleted: false,
  driverName: null,
  driverPhone: null,
  ...over,
});

describe('desk order view', () => {
  it('names a deleted customer "Deleted customer", whatever the order kept', () => {
    const view = toDeskOrder(row(order(), { customerDeleted: true, customerPhone: null }), [], [], 8);
    expect(view.customer).toEqual({ first_name: 'Deleted customer', phone: null });
  });
  it('shows the first name only, the deadline to answer, and whether the money is in', () => {
    const view = toDeskOrder(row(order()), [], [], 8);
    expect(view.customer).toEqual({ first_name: 'Thandi', phone: '072 111 2222' });
    expect(view.accept_by).toBe('2026-03-02T08:08:00.000Z');
    expect(view.paid).toBe(false);
    expect(view.suggested_prep_minutes).toBeNull();
    expect(toDeskOrder(row(order({ paymentMethod: 'payfast' })), [], [], 8).paid).toBe(true);
    expect(toDeskOrder(row(order({ cashCollectedCents: 11000 })), [], [], 8).paid).toBe(true);
    expect(toDeskOrder(row(order({ status: 'confirmed' })), [], [], 8).accept_by).toBeNull();
  });

  it('shows a custom delivery’s request, estimate and receipt, and the contact it gave', () => {
    const view = toDeskOrder(
      row(
        order({
          type: 'custom_delivery',
          customDeliveryData: {
            customer_name: 'Lerato Dube',
            customer_phone: '073 555 0000',
            items_requested: '2 loaves of bread, milk',
            delivery_address: '1 Main Road',
            delivery_lat: -25.85,
            delivery_lng: 25.64,
            delivery_distance_km: 1.2,
            estimated_total_cents: 6500,
            receipt_path: 'u1/1700-receipt.png',
          },
        }),
      ),
      [],
      [],
      8,
    );
    expect(view.customer).toEqual({ first_name: 'Lerato', phone: '073 555 0000' });
    expect(view.custom_delivery).toEqual({
      items_requested: '2 loaves of bread, milk',
      estimated_total_cents: 6500,
      special_notes: null,
      preferred_delivery_time: null,
      receipt_path: 'u1/1700-receipt.png',
    });
  });
});
