import { CUSTOM_DELIVERY_ITEMS_MAX_CHARS, CUSTOM_DELIVERY_NOTES_MAX_CHARS } from '@lekker/core/text-limits';
import { useId, useState } from 'react';
import { useDeliveryQuote } from '@/api/custom-delivery.ts';
import { AddressFields } from '@/components/address-fields.tsx';
import { isPointConfirmed } from '@/components/delivery-point.ts';
import { DeliveryPointPicker } from '@/components/delivery-point-picker.tsx';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { readStoredLocation } from '@/lib/location.ts';
import type { openReceipt } from '@/lib/receipt-link.ts';
import type { uploadReceipt } from '../api/upload-receipt.ts';
import { canProceed, deliveryPointOf, missingRequirements } from '../custom-delivery-form.ts';
import { useCustomDeliveryValues } from '../hooks/use-custom-delivery-values.ts';
import {
  type PreparedCustomDelivery,
  usePrepareCustomDelivery,
} from '../hooks/use-prepare-custom-delivery.ts';
import { useReceiptUpload } from '../hooks/use-receipt-upload.ts';
import { ContactFields } from './contact-fields.tsx';
import { DateAndTotalFields } from './date-and-total-fields.tsx';
import { DeliveryFee } from './delivery-fee.tsx';
import { LabelledField } from './labelled-field.tsx';
import { ProceedToPayment } from './proceed-to-payment.tsx';
import { ReceiptUpload } from './receipt-upload.tsx';
import { RestaurantSelect } from './restaurant-select.tsx';
import { SignInPrompt } from './sign-in-prompt.tsx';

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
  };
};

/** The customer's known location: where the map starts before the address is found. */
function storedCentre() {
  const known = readStoredLocation();
  return known ? { latitude: known.latitude, longitude: known.longitude } : null;
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
  const { values, set, setPoint, chooseRestaurant, finish } = useCustomDeliveryValues(
    viewer,
    initialRestaurant,
  );
  const signedIn = viewer !== null && viewer !== undefined;

  // Priced from the delivery point once it is placed or accepted, never from a town's centre.
  const pin = isPointConfirmed(deliveryPointOf(values)) ? values.pin : null;
  const quoteRequest =
    values.restaurant_id && pin
      ? { restaurant_id: values.restaurant_id, latitude: pin.latitude, longitude: pin.longitude }
      : null;
  const quote = useDeliveryQuote(quoteRequest);
  // A venue that cannot take a custom delivery now (closed, or nobody runs it) is refused before payment.
  const refusal =
    quoteRequest && quote.error instanceof ApiError && quote.error.status === 422
      ? quote.error.message
      : null;
  const [tried, setTried] = useState(false);

  const upload = useReceiptUpload({
    onUploaded: (receipt) => set('receipt', receipt),
    upload: services.upload,
  });
  const { prepare, busy } = usePrepareCustomDelivery({
    signedIn,
    onPrepared: (prepared) => {
      finish();
      onPrepared(prepared);
    },
  });

  const uploadBlocked = !signedIn
    ? 'Sign in to upload your receipt.'
    : !viewer.isCustomer
      ? 'Receipts are uploaded from a customer account.'
      : null;

  return (
    <div className="space-y-6">
      {viewer === null ? <SignInPrompt signInHref={signInHref} /> : null}

      <section aria-labelledby={`${id}-details`} className="space-y-5 rounded-card border bg-card p-4 sm:p-6">
        <h2 id={`${id}-details`} className="text-lg font-semibold">
          Your request
        </h2>

        <RestaurantSelect id={`${id}-restaurant`} value={values} onChange={chooseRestaurant} />

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Delivery address</legend>
          <AddressFields idPrefix={`${id}-address`} values={values} onChange={set} />
          <div className="sm:col-span-2">
            <LabelledField label="Landmarks and notes for the driver" htmlFor={`${id}-notes`}>
              <LimitedTextarea
                id={`${id}-notes`}
                rows={2}
                maxLength={CUSTOM_DELIVERY_NOTES_MAX_CHARS}
                placeholder="Blue gate behind the tuck shop, who to ask for…"
                value={values.special_notes}
                onChange={(e) => set('special_notes', e.target.value)}
              />
            </LabelledField>
          </div>
        </fieldset>

        <DeliveryPointPicker
          address={values}
          point={deliveryPointOf(values)}
          onChange={setPoint}
          centre={storedCentre()}
          showRequired={tried}
        />

        <ContactFields id={id} values={values} set={set} />

        <LabelledField label="Items requested *" htmlFor={`${id}-items`}>
          <LimitedTextarea
            id={`${id}-items`}
            rows={3}
            aria-required="true"
            maxLength={CUSTOM_DELIVERY_ITEMS_MAX_CHARS}
            placeholder="e.g. 2 loaves of brown bread, 1 litre of milk"
            value={values.items_requested}
            onChange={(e) => set('items_requested', e.target.value)}
          />
        </LabelledField>

        <DateAndTotalFields id={id} values={values} set={set} />

        <DeliveryFee
          quote={quoteRequest ? quote.data : undefined}
          loading={quote.isFetching}
          failed={quote.isError}
          refusal={refusal}
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

      <ProceedToPayment
        missing={missingRequirements(values)}
        ready={canProceed(values)}
        busy={busy}
        onProceed={() => {
          setTried(true);
          void prepare(values);
        }}
      />
    </div>
  );
}
