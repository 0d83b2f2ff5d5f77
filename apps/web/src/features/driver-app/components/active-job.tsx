import { DELIVERY_CODE_LENGTH } from '@lekker/core/driver';
import { formatKm, formatRand } from '@lekker/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { type DriverActiveJob, deliverJob, pickUpJob } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { ConversationPanel } from '@/components/conversation/conversation-panel.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { openReceipt, RECEIPT_LOAD_FAILED_MESSAGE } from '@/lib/receipt-link.ts';
import { toast } from '@/lib/toast.ts';
import { noteDeliveredHere } from '../hooks/use-active-job-live.ts';
import { useDriverLocation } from '../hooks/use-driver-location.ts';
import { DoorPaymentPanel } from './door-payment-panel.tsx';
import { DoorstepPanel, LeaveAtDoorNote } from './doorstep-panel.tsx';
import { HandoverPanel } from './handover-panel.tsx';
import { NavigateLinks } from './navigate-links.tsx';

// Leaflet is loaded only when a job is on screen.
const JobMap = lazy(() => import('./job-map.tsx'));

const bigButton =
  'min-h-14 w-full rounded-xl text-lg font-extrabold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

function point(lat: number | null | undefined, lng: number | null | undefined) {
  return lat != null && lng != null ? { latitude: lat, longitude: lng } : null;
}

function PhoneLink({ phone, who }: { phone: string | null; who: string }) {
  if (!phone) return <p className="text-sm">No phone number for {who}.</p>;
  return (
    <a
      href={`tel:${phone.replace(/\s+/g, '')}`}
      className="flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-foreground bg-card px-4 text-base font-bold"
    >
      <Phone aria-hidden="true" className="size-5" /> Call {who} ({phone})
    </a>
  );
}

/** Opens the customer's receipt or list in a new tab (the tab opens inside the click, so no popup blocker). */
function ReceiptButton({ path }: { path: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className="mt-2 min-h-12 w-full rounded-xl border-2 border-foreground bg-card px-4 text-base font-bold"
      onClick={async () => {
        setBusy(true);
        if (!(await openReceipt(path))) toast.error(RECEIPT_LOAD_FAILED_MESSAGE);
        setBusy(false);
      }}
    >
      {busy ? 'Opening…' : 'View receipt'}
    </button>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-2xl border-2 border-foreground bg-card p-4">
      <h2 id={id} className="text-xl font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The job in hand: the pickup screen until "Picked up", then the drop-off screen with proof of delivery. */
export function ActiveJob({ job }: { job: DriverActiveJob }) {
  const location = useDriverLocation();
  const driver = location.position ? point(location.position.latitude, location.position.longitude) : null;
  const restaurant = point(job.restaurant.latitude, job.restaurant.longitude);
  const customer = job.delivery_location;
  const pickup = job.status !== 'picked_up';

  return (
    <div className="space-y-4" data-testid="active-job">
      <Suspense fallback={<div className="h-56 w-full rounded-xl border-2 bg-muted" aria-hidden="true" />}>
        <JobMap
          driver={driver}
          restaurant={restaurant}
          customer={customer}
          leg={pickup ? 'pickup' : 'dropoff'}
        />
      </Suspense>
      {pickup ? <PickupStep job={job} /> : <DropoffStep job={job} />}
      {/* The order's conversation with the customer and the venue (docs/product.md#restaurant-social). */}
      <Section title="Messages">
        <ConversationPanel orderId={job.order_id} />
      </Section>
    </div>
  );
}

function PickupStep({ job }: { job: DriverActiveJob }) {
  const queryClient = useQueryClient();
  const pickUp = useMutation({
    mutationFn: () => pickUpJob(job.order_id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.driver.job }),
    onError: (error) => toast.error('Could not mark it picked up', { description: error.message }),
  });
  return (
    <Section title={`Pick up at ${job.restaurant.name}`}>
      <dl className="space-y-2 text-base">
        <div>
          <dt className="text-sm font-semibold">Order number to quote</dt>
          <dd className="text-2xl font-extrabold tracking-wide" data-testid="job-order-number">
            {job.order_number}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Address</dt>
          <dd>{job.restaurant.address ?? 'No address on file'}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Your pay</dt>
          <dd className="font-bold">{formatRand(job.pay_cents)}</dd>
        </div>
      </dl>
      {job.custom_items ? (
        <div className="rounded-lg bg-muted p-3">
          <p className="font-semibold">Buy for the customer</p>
          <p className="whitespace-pre-line">{job.custom_items.items_requested}</p>
          {job.custom_items.estimated_total_cents != null ? (
            <p className="text-sm">About {formatRand(job.custom_items.estimated_total_cents)}</p>
          ) : null}
          {job.custom_items.receipt_path ? <ReceiptButton path={job.custom_items.receipt_path} /> : null}
        </div>
      ) : (
        <ul className="list-inside list-disc text-sm">
          {job.items.map((item) => (
            <li key={item.id}>
              {item.quantity} × {item.name}
            </li>
          ))}
        </ul>
      )}
      <PhoneLink phone={job.restaurant.phone} who="the restaurant" />
      <NavigateLinks to={point(job.restaurant.latitude, job.restaurant.longitude)} label="the restaurant" />
      <p className="text-sm font-semibold" role="status">
        {job.can_pick_up ? 'The order is ready.' : 'Waiting for the restaurant to mark the order ready.'}
      </p>
      <button
        type="button"
        className={`${bigButton} bg-primary text-primary-foreground`}
        disabled={!job.can_pick_up || pickUp.isPending}
        onClick={() => pickUp.mutate()}
      >
        {pickUp.isPending ? 'Saving…' : 'Picked up'}
      </button>
    </Section>
  );
}

function DropoffStep({ job }: { job: DriverActiveJob }) {
  const queryClient = useQueryClient();
  const codeId = useId();
  const cashId = useId();
  const [code, setCode] = useState('');
  const [cashConfirmed, setCashConfirmed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cash = job.cash_to_collect_cents;
  const locked = job.code_locked_until !== null && Date.parse(job.code_locked_until) > Date.now();

  const deliver = useMutation({
    mutationFn: () =>
      deliverJob(job.order_id, { code, cash_collected_cents: cash != null ? cash : undefined }),
    onSuccess: () => {
      noteDeliveredHere(job.order_id);
      toast.success('Delivered. Well done!');
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.all });
    },
    onError: (error) => {
      setProblem(error.message);
      setCode('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.job });
    },
  });

  const address = job.delivery_address;
  const codeValid = new RegExp(`^\\d{${DELIVERY_CODE_LENGTH}}$`).test(code);
  const canSubmit = codeValid && (cash == null || cashConfirmed) && !deliver.isPending && !locked;

  return (
    <Section title={`Deliver to ${job.customer.first_name}`}>
      <dl className="space-y-2 text-base">
        <div>
          <dt className="text-sm font-semibold">Address</dt>
          <dd data-testid="dropoff-address">
            {[address.street, address.city].filter(Boolean).join(', ')}
            {job.dropoff_distance_km != null
              ? ` (${formatKm(job.dropoff_distance_km)} from the restaurant)`
              : ''}
          </dd>
        </div>
        {address.notes ? (
          <div>
            <dt className="text-sm font-semibold">Landmark notes</dt>
            <dd className="font-semibold">{address.notes}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-sm font-semibold">Order</dt>
          <dd>{job.order_number}</dd>
        </div>
      </dl>
      <PhoneLink phone={job.customer.phone} who={job.customer.first_name} />
      <NavigateLinks to={job.delivery_location} label="the customer" />
      {job.doorstep.leave_at_door ? <LeaveAtDoorNote /> : null}
      <DoorPaymentPanel job={job} />
      <DoorstepPanel job={job} />
      <HandoverPanel job={job} />

      <form
        className="space-y-3 border-t-2 border-foreground pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          setProblem(null);
          if (canSubmit) deliver.mutate();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={codeId} className="block text-base font-bold">
            Delivery code from the customer
          </label>
          <input
            id={codeId}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={DELIVERY_CODE_LENGTH}
            value={code}
            onChange={(event) =>
              setCode(event.target.value.replace(/\D/g, '').slice(0, DELIVERY_CODE_LENGTH))
            }
            aria-describedby={`${codeId}-hint`}
            disabled={locked}
            className="h-16 w-full rounded-xl border-2 border-foreground bg-card text-center text-3xl font-extrabold tracking-[0.5em]"
          />
          <p id={`${codeId}-hint`} className="text-sm">
            {locked
              ? 'Too many wrong codes: try again in a minute.'
              : `The customer sees a ${DELIVERY_CODE_LENGTH}-digit code on their order page. ${job.code_attempts_left} tries left.`}
          </p>
        </div>
        {cash != null ? (
          <div className="flex items-start gap-3 rounded-lg bg-secondary p-3 text-secondary-foreground">
            <input
              id={cashId}
              type="checkbox"
              className="mt-1 size-6 shrink-0"
              checked={cashConfirmed}
              onChange={(event) => setCashConfirmed(event.target.checked)}
            />
            <label htmlFor={cashId} className="text-base font-bold">
              I collected {formatRand(cash)} in cash
            </label>
          </div>
        ) : null}
        {problem ? (
          <Alert variant="destructive" role="alert">
            {problem}
          </Alert>
        ) : null}
        <button
          type="submit"
          className={`${bigButton} bg-success text-success-foreground`}
          disabled={!canSubmit}
        >
          {deliver.isPending ? 'Checking…' : 'Complete delivery'}
        </button>
      </form>
    </Section>
  );
}
