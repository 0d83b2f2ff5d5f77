import { formatRand } from '@lekker/core/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@lekker/core/order-status';
import { useState } from 'react';
import {
  type AdminRestaurant,
  useAdminRestaurant,
  useAdminVenueOrders,
  useAdminVenueReviews,
} from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { AuditTrail } from './audit-section.tsx';
import { BankDetailsView } from './bank-details-view.tsx';
import { CommissionForm } from './commission-form.tsx';
import { Pager } from './pager.tsx';
import { QueryState, when } from './query-state.tsx';
import { VenueEditForm } from './venue-edit-form.tsx';
import { VenueSuspension } from './venue-suspension.tsx';

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
  return (
    <div className="space-y-3 text-sm">
      <p>Owners: {v.owners.map((o) => o.email).join(', ') || 'none'}</p>
      <VenueSuspension v={v} />
      <CommissionForm venueId={v.id} rateBps={v.commission_rate_bps} />
    </div>
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
