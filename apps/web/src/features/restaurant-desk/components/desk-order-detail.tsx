import type { DeskOrder, RejectOrder } from '@lekker/core/contracts/desk';
import { formatRand } from '@lekker/core/money';
import { ORDER_STATUS_LABELS } from '@lekker/core/order-status';
import { ArrowLeft, Phone, Receipt } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { deskActions } from '@/api/restaurant-portal.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { openReceipt, RECEIPT_LOAD_FAILED_MESSAGE } from '@/lib/receipt-link.ts';
import { toast } from '@/lib/toast.ts';
import { formatClock, paymentLine } from '../desk-format.ts';
import { actionErrorMessage, useDeskAction } from '../hooks/use-desk-action.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { CollectionBadge, CollectionSection } from './collection-parts.tsx';
import { DeskSubstitutions } from './desk-substitutions.tsx';
import { HandOverForm } from './hand-over-form.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { ScheduledLine } from './scheduled-line.tsx';

const DeliveryMap = lazy(() => import('./delivery-map.tsx'));

const ACTOR: Record<string, string> = {
  customer: 'customer',
  restaurant: 'restaurant',
  driver: 'driver',
  admin: 'Lekker Eats',
  system: 'system',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 border-t border-border pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

type DeskOrderDetailProps = {
  venueId: string;
  order: DeskOrder;
  /** Phones show one pane at a time: back to the list. */
  onBack(): void;
  /** After an action, follow the order to its new column. */
  onMoved(order: DeskOrder['status']): void;
};

/** Everything about one order, and what the kitchen can do with it now. */
export function DeskOrderDetail({ venueId, order, onBack, onMoved }: DeskOrderDetailProps) {
  const action = useDeskAction(venueId);
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = (label: string, call: () => ReturnType<typeof deskActions.ready>) => {
    setFailure(null);
    action.mutate(call, {
      onSuccess: (moved) => {
        setDialog(null);
        toast.success(`${order.order_number}: ${label}`);
        onMoved(moved.status);
      },
      onError: (error) => {
        setDialog(null);
        setFailure(actionErrorMessage(error));
      },
    });
  };

  const address = [
    order.delivery_address.street,
    order.delivery_address.city,
    order.delivery_address.province,
    order.delivery_address.postal_code,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <article
      aria-labelledby={`order-${order.id}-title`}
      className="space-y-4"
      data-testid="desk-order-detail"
    >
      <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        All orders
      </Button>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`order-${order.id}-title`} className="text-lg font-bold break-all">
          {order.order_number}
        </h2>
        <Badge
          variant={order.status === 'placed' ? 'accent' : order.status === 'cancelled' ? 'muted' : 'default'}
        >
          {ORDER_STATUS_LABELS[order.status]}
        </Badge>
        <CollectionBadge order={order} />
      </header>
      <ScheduledLine order={order} />

      {failure ? (
        <Alert variant="destructive" role="alert">
          {failure}
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {order.status === 'placed' ? (
          <>
            {/* An order for later is accepted once it comes to New (docs/product.md#order-for-later). */}
            {order.scheduled_waiting ? null : (
              <Button onClick={() => setDialog('accept')} disabled={action.isPending}>
                Accept
              </Button>
            )}
            <Button variant="outline" onClick={() => setDialog('reject')} disabled={action.isPending}>
              Reject
            </Button>
          </>
        ) : null}
        {order.status === 'confirmed' ? (
          <Button
            onClick={() => run('preparing', () => deskActions.preparing(order.id))}
            disabled={action.isPending}
          >
            Mark preparing
          </Button>
        ) : null}
        {order.status === 'preparing' ? (
          <Button
            onClick={() => run('ready for pickup', () => deskActions.ready(order.id))}
            disabled={action.isPending}
          >
            Mark ready
          </Button>
        ) : null}
        {order.status === 'ready' && order.fulfilment === 'collection' ? (
          <HandOverForm key={order.id} venueId={venueId} order={order} onMoved={onMoved} />
        ) : null}
        {order.status === 'ready' && order.fulfilment !== 'collection' ? (
          <p className="text-sm text-muted-foreground">
            {order.driver ? `Waiting for ${order.driver.name} to collect it.` : 'Waiting for a driver.'}
          </p>
        ) : null}
        {order.status === 'cancelled' && order.cancel_reason ? (
          <p className="text-sm text-muted-foreground">Cancelled: {order.cancel_reason}</p>
        ) : null}
      </div>
      {order.preparation_minutes && order.status !== 'placed' ? (
        <p className="text-sm">
          Preparation time: <strong>{order.preparation_minutes} min</strong>
          {order.confirmed_at ? ` (accepted at ${formatClock(order.confirmed_at)})` : ''}
        </p>
      ) : null}

      <Section title="Items">
        {order.custom_delivery ? (
          <div className="space-y-2 text-sm">
            <p className="font-medium">Custom delivery — items requested:</p>
            <p className="whitespace-pre-line">{order.custom_delivery.items_requested}</p>
            {order.custom_delivery.estimated_total_cents != null ? (
              <p>Estimated total: {formatRand(order.custom_delivery.estimated_total_cents)}</p>
            ) : null}
            {order.custom_delivery.special_notes ? <p>Notes: {order.custom_delivery.special_notes}</p> : null}
            {order.custom_delivery.preferred_delivery_time ? (
              <p>Preferred time: {order.custom_delivery.preferred_delivery_time}</p>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              onClick={async () => {
                const path = order.custom_delivery?.receipt_path;
                if (path && !(await openReceipt(path))) toast.error(RECEIPT_LOAD_FAILED_MESSAGE);
              }}
            >
              <Receipt aria-hidden="true" />
              View receipt
            </Button>
          </div>
        ) : (
          <ul className="space-y-2 text-sm">
            {order.items.map((item) => (
              <li key={item.id}>
                <span className="font-semibold">{item.quantity}×</span> {item.name}
                {item.special_instructions ? (
                  <span className="block text-muted-foreground">Note: {item.special_instructions}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {order.special_instructions ? (
          <p className="text-sm">
            <span className="font-medium">Order note:</span> {order.special_instructions}
          </p>
        ) : null}
      </Section>

      {order.status === 'preparing' && !order.custom_delivery ? (
        <DeskSubstitutions venueId={venueId} orderId={order.id} />
      ) : null}

      <Section title="Customer">
        <p className="text-sm">
          {order.customer.first_name}
          {order.customer.phone ? (
            <>
              {' · '}
              <a
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                href={`tel:${order.customer.phone.replace(/\s+/g, '')}`}
              >
                <Phone aria-hidden="true" className="size-3" />
                {order.customer.phone}
              </a>
            </>
          ) : null}
        </p>
      </Section>

      {order.fulfilment === 'collection' ? <CollectionSection order={order} /> : null}
      {order.fulfilment === 'collection' ? null : (
        <Section title="Delivery">
          <p className="text-sm">{address}</p>
          {order.delivery_address.notes ? (
            <p className="text-sm text-muted-foreground">{order.delivery_address.notes}</p>
          ) : null}
          {order.delivery_location ? (
            <Suspense fallback={<div className="h-44 w-full animate-pulse rounded-xl bg-muted" />}>
              <DeliveryMap location={order.delivery_location} label={address} />
            </Suspense>
          ) : null}
          <p className="text-sm">
            Driver:{' '}
            {order.driver ? (
              <>
                {order.driver.name}
                {order.driver.phone ? ` · ${order.driver.phone}` : ''}
              </>
            ) : (
              'not assigned yet'
            )}
          </p>
        </Section>
      )}

      <Section title="Payment">
        <p className="text-sm font-medium">{paymentLine(order)}</p>
        <dl className="grid grid-cols-2 gap-x-4 text-sm text-muted-foreground sm:max-w-xs">
          <dt>Food</dt>
          <dd className="text-right">{formatRand(order.subtotal_cents)}</dd>
          {order.discount_cents > 0 ? (
            <>
              <dt>Discount</dt>
              <dd className="text-right">−{formatRand(order.discount_cents)}</dd>
            </>
          ) : null}
          <dt>Delivery</dt>
          <dd className="text-right">{formatRand(order.delivery_fee_cents)}</dd>
          <dt className="font-semibold text-foreground">Total</dt>
          <dd className="text-right font-semibold text-foreground">{formatRand(order.total_cents)}</dd>
        </dl>
      </Section>

      <Section title="Timeline">
        <ol className="space-y-1 text-sm">
          {order.events.map((e) => (
            <li key={`${e.created_at}-${e.to_status}`} className="flex gap-3">
              <time className="w-12 shrink-0 text-muted-foreground" dateTime={e.created_at}>
                {formatClock(e.created_at)}
              </time>
              <span>
                {ORDER_STATUS_LABELS[e.to_status]}
                <span className="text-muted-foreground"> · {ACTOR[e.actor_role] ?? e.actor_role}</span>
                {e.note ? <span className="block text-muted-foreground">{e.note}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <AcceptDialog
        order={order}
        open={dialog === 'accept'}
        onOpenChange={(open) => setDialog(open ? 'accept' : null)}
        pending={action.isPending}
        onAccept={(minutes) => run('accepted', () => deskActions.confirm(order.id, minutes))}
      />
      <RejectDialog
        order={order}
        open={dialog === 'reject'}
        onOpenChange={(open) => setDialog(open ? 'reject' : null)}
        pending={action.isPending}
        onReject={(input: RejectOrder) => run('rejected', () => deskActions.reject(order.id, input))}
      />
    </article>
  );
}
