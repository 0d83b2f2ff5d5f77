import { formatRand } from '@lekker/core/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@lekker/core/order-status';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import {
  type AdminRestaurant,
  type AdminRestaurantDetail,
  type AdminUpdateVenue,
  adminApi,
  useAdminAction,
  useAdminRestaurant,
  useAdminVenueOrders,
  useAdminVenueReviews,
} from '@/api/admin.ts';
import { FormField } from '@/components/form-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { AuditTrail } from './audit-section.tsx';
import { BankDetailsView } from './bank-details-view.tsx';
import { Pager } from './pager.tsx';
import { ActionError, QueryState, when } from './query-state.tsx';
import { VenueSuspension } from './venue-suspension.tsx';

// Leaflet loads only when an admin opens a venue's edit form.
const PinMap = lazy(() => import('@/components/pin-map.tsx').then((m) => ({ default: m.PinMap })));

/** One venue for an operator: status and commission, its details (editable), bank account, orders, reviews, history. */
export function VenueDetail({ v }: { v: AdminRestaurant }) {
  const venue = useAdminRestaurant(v.id);
  return (
    <div className="mt-3 space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <StatusForms v={v} />
        <AuditTrail targetType="restaurant" targetId={v.id} />
      </div>
      <QueryState query={venue} label="the venue">
        {(d) => (
          <div className="grid gap-4 md:grid-cols-2">
            <VenueEditForm key={d.name + d.phone + d.address} venue={d} />
            <div className="space-y-4">
              <BankDetailsView details={d.bank_details} />
              <VenueReviews id={v.id} />
            </div>
          </div>
        )}
      </QueryState>
      <VenueOrders id={v.id} />
    </div>
  );
}

function StatusForms({ v }: { v: AdminRestaurant }) {
  const [rate, setRate] = useState(String(v.commission_rate_bps / 100));
  const commission = useAdminAction((bps: number) => adminApi.commission(v.id, bps));
  const bps = Math.round(Number(rate.replace(',', '.')) * 100);
  return (
    <div className="space-y-3 text-sm">
      <p>Owners: {v.owners.map((o) => o.email).join(', ') || 'none'}</p>
      <VenueSuspension v={v} />
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (Number.isFinite(bps)) commission.mutate(bps);
        }}
      >
        <Label htmlFor={`rate-${v.id}`}>Commission (%)</Label>
        <Input
          id={`rate-${v.id}`}
          inputMode="decimal"
          value={rate}
          onChange={(e) => setRate(e.target.value)}
        />
        <ActionError error={commission.error} />
        <Button type="submit" size="sm" variant="outline" disabled={commission.isPending}>
          Save commission
        </Button>
      </form>
    </div>
  );
}

type Draft = Record<
  | 'name'
  | 'cuisine_type'
  | 'description'
  | 'phone'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'service_radius_km'
  | 'estimated_delivery_time'
  | 'delivery_fee'
  | 'minimum_order',
  string
> & { is_partnered: boolean };

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
const randText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
const cents = (s: string) => {
  const n = num(s);
  return n === null ? null : Math.round(n * 100);
};

function draftOf(v: AdminRestaurantDetail): Draft {
  return {
    name: v.name,
    cuisine_type: text(v.cuisine_type),
    description: text(v.description),
    phone: text(v.phone),
    address: text(v.address),
    latitude: text(v.latitude),
    longitude: text(v.longitude),
    service_radius_km: text(v.service_radius_km),
    estimated_delivery_time: text(v.estimated_delivery_time),
    delivery_fee: randText(v.delivery_fee_cents),
    minimum_order: randText(v.minimum_order_cents),
    is_partnered: v.is_partnered,
  };
}

/** The pin the two fields describe, when both are numbers in range (the map follows what is typed). */
function pinOf(d: Draft): { latitude: number; longitude: number } | null {
  const latitude = num(d.latitude);
  const longitude = num(d.longitude);
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Only what changed goes to the server (the audit entry names those fields). */
function changes(v: AdminRestaurantDetail, d: Draft): AdminUpdateVenue {
  const out: AdminUpdateVenue = {};
  const textField = (key: 'name' | 'cuisine_type' | 'description' | 'phone' | 'address') => {
    if (d[key].trim() !== text(v[key])) (out as Record<string, unknown>)[key] = d[key].trim();
  };
  for (const key of ['name', 'cuisine_type', 'description', 'phone', 'address'] as const) textField(key);
  const lat = num(d.latitude);
  const lng = num(d.longitude);
  if (lat !== v.latitude || lng !== v.longitude) {
    out.latitude = lat;
    out.longitude = lng;
  }
  const radius = num(d.service_radius_km);
  if (radius !== v.service_radius_km) out.service_radius_km = radius;
  const minutes = num(d.estimated_delivery_time);
  if (minutes !== v.estimated_delivery_time) out.estimated_delivery_time = minutes;
  const fee = cents(d.delivery_fee);
  if (fee !== v.delivery_fee_cents) out.delivery_fee_cents = fee;
  const minimum = cents(d.minimum_order);
  if (minimum !== null && minimum !== v.minimum_order_cents) out.minimum_order_cents = minimum;
  if (d.is_partnered !== v.is_partnered) out.is_partnered = d.is_partnered;
  return out;
}

/** The venue's details as an admin edits them: name, cuisine, description, contact, address and pin, delivery. */
function VenueEditForm({ venue }: { venue: AdminRestaurantDetail }) {
  const [draft, setDraft] = useState(() => draftOf(venue));
  const [saved, setSaved] = useState(false);
  const save = useAdminAction((input: AdminUpdateVenue) => adminApi.editVenue(venue.id, input));
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    setSaved(false);
    setDraft({ ...draft, [key]: e.target.value });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = changes(venue, draft);
    if (Object.keys(body).length === 0) return setSaved(true);
    save.mutate(body, { onSuccess: () => setSaved(true) });
  };
  const placePin = (pin: { latitude: number; longitude: number }) => {
    setSaved(false);
    setDraft({ ...draft, latitude: pin.latitude.toFixed(6), longitude: pin.longitude.toFixed(6) });
  };
  const field = (key: keyof Draft & keyof AdminUpdateVenue, label: string, extra: object = {}) => (
    <FormField label={label} error={fields[key]}>
      {(control) => <Input {...control} value={draft[key] as string} onChange={set(key)} {...extra} />}
    </FormField>
  );
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border p-3" aria-label="Edit the venue">
      <h3 className="font-semibold">Details</h3>
      {field('name', 'Name', { required: true, minLength: 2 })}
      {field('cuisine_type', 'Cuisine')}
      <FormField label="Description" error={fields.description}>
        {(control) => (
          <Textarea {...control} rows={2} value={draft.description} onChange={set('description')} />
        )}
      </FormField>
      {field('phone', 'Phone', { type: 'tel', autoComplete: 'off' })}
      {field('address', 'Address')}
      <div className="grid grid-cols-2 gap-2">
        {field('latitude', 'Pin latitude', { inputMode: 'decimal' })}
        {field('longitude', 'Pin longitude', { inputMode: 'decimal' })}
      </div>
      <Suspense fallback={<div className="h-64 w-full rounded-lg border bg-muted" aria-hidden="true" />}>
        <PinMap value={pinOf(draft)} onChange={placePin} />
      </Suspense>
      <div className="grid grid-cols-2 gap-2">
        {field('service_radius_km', 'Delivery radius (km)', { inputMode: 'decimal' })}
        {field('estimated_delivery_time', 'Delivery time (min)', { inputMode: 'numeric' })}
        <FormField
          label="Delivery fee (R)"
          hint="Empty: the distance-based fee"
          error={fields.delivery_fee_cents}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={draft.delivery_fee}
              onChange={set('delivery_fee')}
            />
          )}
        </FormField>
        <FormField label="Minimum order (R)" error={fields.minimum_order_cents}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={draft.minimum_order}
              onChange={set('minimum_order')}
            />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.is_partnered}
          onChange={(e) => {
            setSaved(false);
            setDraft({ ...draft, is_partnered: e.target.checked });
          }}
        />
        Partnered badge
      </label>
      <ActionError error={save.error} />
      {saved && !save.isPending ? (
        <Alert variant="success" role="status">
          Saved.
        </Alert>
      ) : null}
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save details
      </Button>
    </form>
  );
}

/** The venue's orders, newest first, 25 a page. */
function VenueOrders({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const orders = useAdminVenueOrders(id, page);
  return (
    <section aria-label="Venue orders" className="space-y-2">
      <h3 className="font-semibold">Orders</h3>
      <QueryState
        query={orders}
        label="the venue's orders"
        isEmpty={(d) => d.total === 0}
        empty="No orders yet."
      >
        {(d) => (
          <>
            <ul className="divide-y rounded-xl border text-sm">
              {d.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center gap-2 p-2">
                  <span className="font-mono">{o.order_number}</span>
                  <Badge variant="outline">{ORDER_STATUS_LABELS[o.status as OrderStatus]}</Badge>
                  <span>{formatRand(o.total_cents)}</span>
                  <span className="text-muted-foreground">{o.customer.email}</span>
                  <span className="ml-auto text-muted-foreground">{when(o.created_at)}</span>
                </li>
              ))}
            </ul>
            <Pager
              label="Venue orders"
              page={d.page}
              pageSize={d.page_size}
              total={d.total}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

/** Ratings (average and per star) and the reviews, newest first. */
function VenueReviews({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const reviews = useAdminVenueReviews(id, page);
  return (
    <section aria-label="Ratings and reviews" className="space-y-2 rounded-xl border p-3 text-sm">
      <h3 className="font-semibold">Ratings and reviews</h3>
      <QueryState query={reviews} label="reviews" isEmpty={(d) => d.total === 0} empty="No reviews yet.">
        {(d) => (
          <>
            <p>
              {d.average === null ? 'No ratings' : `${d.average.toFixed(1)} out of 5`} ·{' '}
              {d.stars.map((n, i) => `${i + 1}★ ${n}`).join(' · ')}
            </p>
            <ul className="space-y-2">
              {d.reviews.map((r) => (
                <li key={r.id} className="border-t pt-2">
                  <p>
                    <span className="font-semibold">{r.rating === null ? 'No rating' : `${r.rating}★`}</span>{' '}
                    {r.comment ?? ''}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {when(r.created_at)}
                    {r.customer_email ? ` · ${r.customer_email}` : ''}
                    {r.order_number ? ` · ${r.order_number}` : ''}
                  </p>
                  {r.owner_reply ? <p className="text-xs">Reply: {r.owner_reply}</p> : null}
                </li>
              ))}
            </ul>
            <Pager label="Reviews" page={d.page} pageSize={d.page_size} total={d.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </section>
  );
}
