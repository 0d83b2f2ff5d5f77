import { SA_PROVINCES } from '@lekker/core/contracts/profile';
import { ArrowRight, Info, LogIn } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useDeliveryQuote, usePickerRestaurants } from '@/api/custom-delivery.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { openReceipt } from '@/lib/receipt-link.ts';
import { cn } from '@/lib/utils.ts';
import type { DeliveryPlace } from '../api/geocode.ts';
import type { uploadReceipt } from '../api/upload-receipt.ts';
import {
  type CustomDeliveryValues,
  canProceed,
  emptyCustomDelivery,
  loadDraft,
  missingRequirements,
  RESTAURANTS_FAILED_MESSAGE,
  saveDraft,
  todayInSouthAfrica,
} from '../custom-delivery-form.ts';
import {
  type PreparedCustomDelivery,
  usePrepareCustomDelivery,
} from '../hooks/use-prepare-custom-delivery.ts';
import { useReceiptUpload } from '../hooks/use-receipt-upload.ts';
import { DatePicker } from './date-picker.tsx';
import { DeliveryFee } from './delivery-fee.tsx';
import { DeliveryLocationChooser } from './delivery-location-chooser.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';

export type { PreparedCustomDelivery };

/** Who is filling the form in: null when signed out, undefined while that is still being found out. */
export type CustomDeliveryViewer = { name: string | null; phone: string | null; isCustomer: boolean };

export type CustomDeliveryFormProps = {
  viewer: CustomDeliveryViewer | null | undefined;
  /** From the navigation state (the menu page's link): the restaurant to start with. */
  initialRestaurant?: { id: string; name: string } | null;
  /** Where the sign-in prompt links to (the page adds the way back). */
  signInHref: string;
  /** The request is ready: the page puts it into the cart and opens the payment. */
  onPrepared(prepared: PreparedCustomDelivery): void;
  /** Replaceable for tests. */
  services?: {
    upload?: typeof uploadReceipt;
    openReceipt?: typeof openReceipt;
    locationChooser?: Partial<Parameters<typeof DeliveryLocationChooser>[0]>;
  };
};

const PROVINCES: readonly string[] = SA_PROVINCES;

function initialValues(
  initialRestaurant: CustomDeliveryFormProps['initialRestaurant'],
): CustomDeliveryValues {
  const draft = loadDraft() ?? emptyCustomDelivery;
  if (!initialRestaurant?.id) return draft;
  return { ...draft, restaurant_id: initialRestaurant.id, restaurant_name: initialRestaurant.name };
}

function Field({
  label,
  htmlFor,
  children,
  className,
  hint,
}: {
  label: ReactNode;
  htmlFor: string;
  children: ReactNode;
  className?: string;
  hint?: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint}
    </div>
  );
}

/**
 * The custom delivery request (docs/product.md#custom-delivery-screen): restaurant, delivery location, contact, what to
 * collect, address details, preferred date, estimated total, the live fee, the receipt, and 'Proceed to Payment'.
 */
export function CustomDeliveryForm({
  viewer,
  initialRestaurant,
  signInHref,
  onPrepared,
  services = {},
}: CustomDeliveryFormProps) {
  const id = useId();
  const [values, setValues] = useState<CustomDeliveryValues>(() => initialValues(initialRestaurant));
  const set = <K extends keyof CustomDeliveryValues>(key: K, value: CustomDeliveryValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const signedIn = viewer !== null && viewer !== undefined;
  const done = useRef(false);

  // A reload keeps what was typed (this tab only); once handed to the cart, the draft is gone.
  useEffect(() => {
    if (!done.current) saveDraft(values);
  }, [values]);

  // The signed-in customer's name and phone fill empty fields once known.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!viewer || prefilled.current) return;
    prefilled.current = true;
    setValues((v) => ({
      ...v,
      customer_name: v.customer_name || viewer.name || '',
      customer_phone: v.customer_phone || viewer.phone || '',
    }));
  }, [viewer]);

  const restaurants = usePickerRestaurants();
  useEffect(() => {
    if (restaurants.isError) toast.error('Error', { description: RESTAURANTS_FAILED_MESSAGE });
  }, [restaurants.isError]);
  const list = restaurants.data?.restaurants ?? [];
  const listed = list.some((r) => r.id === values.restaurant_id);

  const { location } = values;
  const quoteRequest =
    values.restaurant_id && location
      ? { restaurant_id: values.restaurant_id, latitude: location.latitude, longitude: location.longitude }
      : null;
  const quote = useDeliveryQuote(quoteRequest);

  const upload = useReceiptUpload({
    onUploaded: (receipt) => set('receipt', receipt),
    upload: services.upload,
  });
  const { prepare, busy } = usePrepareCustomDelivery({
    signedIn,
    onPrepared: (prepared) => {
      done.current = true;
      onPrepared(prepared);
    },
  });

  function chooseLocation(place: DeliveryPlace) {
    setValues((v) => ({
      ...v,
      location: place,
      city: place.city ?? v.city,
      province: place.province && PROVINCES.includes(place.province) ? place.province : v.province,
    }));
  }

  const ready = canProceed(values);
  const missing = missingRequirements(values);
  const uploadBlocked = !signedIn
    ? 'Sign in to upload your receipt.'
    : !viewer.isCustomer
      ? 'Receipts are uploaded from a customer account.'
      : null;
  const today = todayInSouthAfrica();

  return (
    <div className="space-y-6">
      {viewer === null ? (
        <Alert variant="info" className="flex flex-wrap items-center gap-3" data-testid="sign-in-prompt">
          <LogIn aria-hidden="true" />
          <p className="min-w-0 flex-1">
            Sign in to upload your receipt and send a custom delivery request. You can fill in the form first.
          </p>
          <Button asChild size="sm">
            <Link to={signInHref}>Sign in</Link>
          </Button>
        </Alert>
      ) : null}

      <section aria-labelledby={`${id}-details`} className="space-y-5 rounded-card border bg-card p-4 sm:p-6">
        <h2 id={`${id}-details`} className="text-lg font-semibold">
          Your request
        </h2>

        <Field label="Restaurant or store *" htmlFor={`${id}-restaurant`}>
          <NativeSelect
            id={`${id}-restaurant`}
            value={values.restaurant_id}
            aria-required="true"
            aria-busy={restaurants.isPending}
            onChange={(event) => {
              const chosen = list.find((r) => r.id === event.target.value);
              setValues((v) => ({
                ...v,
                restaurant_id: chosen?.id ?? '',
                restaurant_name: chosen?.name ?? '',
              }));
            }}
          >
            <option value="">{restaurants.isPending ? 'Loading restaurants…' : 'Select a restaurant'}</option>
            {values.restaurant_id && !listed ? (
              <option value={values.restaurant_id}>{values.restaurant_name || 'Restaurant'}</option>
            ) : null}
            {list.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <DeliveryLocationChooser value={location} onChange={chooseLocation} {...services.locationChooser} />

        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Your name *" htmlFor={`${id}-name`}>
            <Input
              id={`${id}-name`}
              autoComplete="name"
              aria-required="true"
              maxLength={120}
              value={values.customer_name}
              onChange={(e) => set('customer_name', e.target.value)}
            />
          </Field>
          <Field label="Phone number *" htmlFor={`${id}-phone`}>
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              aria-required="true"
              maxLength={20}
              placeholder="082 123 4567"
              value={values.customer_phone}
              onChange={(e) => set('customer_phone', e.target.value)}
            />
          </Field>
        </div>

        <Field label="Items requested *" htmlFor={`${id}-items`}>
          <Textarea
            id={`${id}-items`}
            rows={3}
            aria-required="true"
            maxLength={2000}
            placeholder="e.g. 2 loaves of brown bread, 1 litre of milk"
            value={values.items_requested}
            onChange={(e) => set('items_requested', e.target.value)}
          />
        </Field>

        <Field
          label="Delivery address"
          htmlFor={`${id}-address`}
          hint={
            <p className="text-xs text-muted-foreground">Filled in from the delivery location you choose.</p>
          }
        >
          <Input
            id={`${id}-address`}
            readOnly
            value={location?.formatted_address ?? ''}
            placeholder="Choose a delivery location above"
            className="bg-muted"
          />
        </Field>

        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="City or town" htmlFor={`${id}-city`}>
            <Input
              id={`${id}-city`}
              autoComplete="address-level2"
              maxLength={100}
              value={values.city}
              onChange={(e) => set('city', e.target.value)}
            />
          </Field>
          <Field label="Province" htmlFor={`${id}-province`}>
            <NativeSelect
              id={`${id}-province`}
              value={values.province}
              onChange={(e) => set('province', e.target.value)}
            >
              <option value="">Select a province</option>
              {PROVINCES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Postal code" htmlFor={`${id}-postal`}>
            <Input
              id={`${id}-postal`}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              value={values.postal_code}
              onChange={(e) => set('postal_code', e.target.value)}
            />
          </Field>
        </div>

        <Field label="Special notes" htmlFor={`${id}-notes`}>
          <Textarea
            id={`${id}-notes`}
            rows={2}
            maxLength={1000}
            placeholder="Landmarks, gate code, who to ask for…"
            value={values.special_notes}
            onChange={(e) => set('special_notes', e.target.value)}
          />
        </Field>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <span id={`${id}-date-label`} className="text-sm leading-none font-medium">
              Preferred delivery time
            </span>
            <DatePicker
              id={`${id}-date`}
              labelId={`${id}-date-label`}
              value={values.preferred_delivery_time}
              onChange={(date) => set('preferred_delivery_time', date)}
              min={today}
            />
          </div>
          <Field label="Estimated total of the items (R)" htmlFor={`${id}-total`}>
            <Input
              id={`${id}-total`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="0.00"
              value={values.estimated_total}
              onChange={(e) => set('estimated_total', e.target.value)}
            />
          </Field>
        </div>

        <DeliveryFee
          quote={quoteRequest ? quote.data : undefined}
          loading={quote.isFetching}
          failed={quote.isError}
          onRetry={() => void quote.refetch()}
          ready={quoteRequest !== null}
          restaurantName={values.restaurant_name}
        />

        <ReceiptUpload
          receipt={values.receipt}
          state={upload.state}
          onFile={(file, replaces) => void upload.start(file, replaces)}
          disabledReason={uploadBlocked}
          open={services.openReceipt}
        />
      </section>

      <div className="space-y-3">
        {missing.length > 0 ? (
          <Alert variant="warning" role="status" className="flex gap-2" data-testid="missing-hint">
            <Info aria-hidden="true" className="mt-0.5" />
            <p>Still needed: {missing.join(', ')}.</p>
          </Alert>
        ) : null}
        <Button
          type="button"
          size="lg"
          className={cn('w-full sm:w-auto', !ready && 'opacity-60')}
          aria-disabled={!ready || busy}
          disabled={busy}
          onClick={() => void prepare(values)}
        >
          {busy ? (
            <>
              <Spinner className="size-4 text-current" label="Preparing your request" />
              Preparing...
            </>
          ) : (
            <>
              Proceed to Payment
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </div>
  );
}
