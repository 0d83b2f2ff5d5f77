// The custom delivery form (docs/product.md#custom-delivery, docs/product.md#validation):
// its values, the rule that enables 'Proceed to Payment', the submit checks with their exact messages, the data
// stored in the cart, and the draft kept in sessionStorage so a reload loses nothing.
import { SaPhoneSchema } from '@lekker/core/contracts/accounts';
import type { CustomDeliveryData } from '@lekker/core/contracts/custom-delivery';
import { RECEIPT_REQUIRED_MESSAGE } from '@lekker/core/contracts/receipts';
import { randToCents } from '@lekker/core/money';
import { todayInSouthAfrica } from '@lekker/core/today';
import { z } from 'zod';
import {
  type DeliveryPoint,
  isPointConfirmed,
  NO_POINT,
  type PinSource,
} from '@/components/delivery-point.ts';
import type { LatLng } from '@/components/location-picker.tsx';
import { createLocalStore } from '@/lib/local-store.ts';

export const LOGIN_OR_RESTAURANT_MESSAGE = "Please select a restaurant and make sure you're logged in";
export const MISSING_INFORMATION_TITLE = 'Missing Information';
export const MISSING_INFORMATION_MESSAGE =
  'Please fill in all required fields and select a delivery location';
export const RECEIPT_REQUIRED_TITLE = 'Receipt Required';
export { RECEIPT_REQUIRED_MESSAGE };
export const PREPARE_ERROR_TITLE = 'Error preparing request';
export const PREPARE_ERROR_MESSAGE = 'There was an error preparing your request. Please try again.';
export const PREPARED_TITLE = 'Delivery Request Prepared!';
export const RESTAURANTS_FAILED_MESSAGE = 'Failed to load restaurants. Please try again.';
export const CITY_PROVINCE_MESSAGE =
  'Please enter the city or town and the province of the delivery address.';
export const STREET_MESSAGE = 'Please enter the street address (or the house or stand number).';
export const ESTIMATED_TOTAL_MESSAGE = 'Please enter the estimated total in rand, e.g. 250.00';

/** The uploaded receipt: its storage path (what the order needs) and what the customer sees. */
export type UploadedReceiptInfo = { path: string; name: string; size: number; content_type: string };

export type CustomDeliveryValues = {
  restaurant_id: string;
  restaurant_name: string;
  /** Street and number — or house, stand or unit number where streets have no names. */
  street: string;
  /** The delivery point's pin (docs/product.md#delivery-point): it prices the delivery and guides the driver. */
  pin: LatLng | null;
  pin_source: PinSource | null;
  customer_name: string;
  customer_phone: string;
  items_requested: string;
  city: string;
  province: string;
  postal_code: string;
  special_notes: string;
  /** A calendar date, YYYY-MM-DD, or null for "as soon as possible". */
  preferred_delivery_time: string | null;
  /** Rand, as typed. */
  estimated_total: string;
  receipt: UploadedReceiptInfo | null;
};

export const emptyCustomDelivery: CustomDeliveryValues = {
  restaurant_id: '',
  restaurant_name: '',
  street: '',
  pin: null,
  pin_source: null,
  customer_name: '',
  customer_phone: '',
  items_requested: '',
  city: '',
  province: '',
  postal_code: '',
  special_notes: '',
  preferred_delivery_time: null,
  estimated_total: '',
  receipt: null,
};

const filled = (text: string) => text.trim() !== '';

/** The form's delivery point. */
export const deliveryPointOf = (values: Pick<CustomDeliveryValues, 'pin' | 'pin_source'>): DeliveryPoint =>
  values.pin ? { pin: values.pin, source: values.pin_source } : NO_POINT;

/** The delivery location: street, city or town, province, and the pin placed or accepted on the map. */
export function hasDeliveryLocation(values: CustomDeliveryValues): boolean {
  return (
    filled(values.street) &&
    filled(values.city) &&
    filled(values.province) &&
    isPointConfirmed(deliveryPointOf(values))
  );
}

/** Name, phone, items requested and a delivery location (the 'Missing Information' rule). */
export function hasRequiredDetails(values: CustomDeliveryValues): boolean {
  return (
    filled(values.customer_name) &&
    filled(values.customer_phone) &&
    filled(values.items_requested) &&
    hasDeliveryLocation(values)
  );
}

/** docs/product.md#custom-delivery: 'Proceed to Payment' is enabled only with name, phone, items, a location and an uploaded receipt. */
export function canProceed(values: CustomDeliveryValues): boolean {
  return hasRequiredDetails(values) && values.receipt !== null;
}

/** What the yellow hint lists as still missing, in the order of the form. */
export function missingRequirements(values: CustomDeliveryValues): string[] {
  const missing: string[] = [];
  if (!values.restaurant_id) missing.push('a restaurant');
  if (!filled(values.street) || !filled(values.city) || !filled(values.province))
    missing.push('the delivery address');
  if (!isPointConfirmed(deliveryPointOf(values))) missing.push('the delivery pin on the map');
  if (!filled(values.customer_name)) missing.push('your name');
  if (!filled(values.customer_phone)) missing.push('your phone number');
  if (!filled(values.items_requested)) missing.push('the items requested');
  if (!values.receipt) missing.push('an uploaded receipt');
  return missing;
}

export type ProceedProblem = { title: string; message: string };

/** The submit checks (docs/product.md#validation), in order: signed in with a restaurant, the required details, the receipt. */
export function validateProceed(values: CustomDeliveryValues, signedIn: boolean): ProceedProblem | null {
  if (!signedIn || !values.restaurant_id) return { title: 'Error', message: LOGIN_OR_RESTAURANT_MESSAGE };
  if (!hasRequiredDetails(values))
    return { title: MISSING_INFORMATION_TITLE, message: MISSING_INFORMATION_MESSAGE };
  if (!values.receipt) return { title: RECEIPT_REQUIRED_TITLE, message: RECEIPT_REQUIRED_MESSAGE };
  return null;
}

/** Today in South Africa as YYYY-MM-DD (the earliest preferred delivery date). */
export { todayInSouthAfrica };

/** '250', '250.5', 'R 1 250,00' → cents; '' → null; anything else throws with ESTIMATED_TOTAL_MESSAGE. */
export function parseEstimatedTotal(text: string): number | null {
  const cleaned = text.replace(/[Rr\s]/g, '').replace(',', '.');
  if (!cleaned) return null;
  const rand = Number(cleaned);
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned) || !Number.isFinite(rand) || rand > 100_000)
    throw new Error(ESTIMATED_TOTAL_MESSAGE);
  return randToCents(rand);
}

/** The custom delivery stored in the cart and sent with the order: the core contract. */
export type { CustomDeliveryData };

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The cart's custom_delivery_data. Throws an Error whose message the 'Error preparing request' toast shows when
 * a value cannot be sent (a phone number that is not South African, an unreadable estimated total).
 */
export function buildCustomDeliveryData(
  values: CustomDeliveryValues,
  quote: { distance_km: number },
): CustomDeliveryData {
  const { pin, receipt } = values;
  if (!pin || !receipt) throw new Error(MISSING_INFORMATION_MESSAGE);
  const phone = SaPhoneSchema.safeParse(values.customer_phone);
  if (!phone.success) throw new Error(phone.error.issues[0]?.message ?? PREPARE_ERROR_MESSAGE);
  const street = orNull(values.street);
  if (!street) throw new Error(STREET_MESSAGE);
  // The order's address needs a town and a province (the server refuses to show an order without them).
  const city = orNull(values.city);
  const province = orNull(values.province);
  if (!city || !province) throw new Error(CITY_PROVINCE_MESSAGE);
  const date = values.preferred_delivery_time;
  if (date && date < todayInSouthAfrica())
    throw new Error('The preferred delivery date cannot be in the past.');
  return {
    customer_name: values.customer_name.trim(),
    customer_phone: phone.data,
    items_requested: values.items_requested.trim(),
    delivery_address: street,
    delivery_lat: pin.latitude,
    delivery_lng: pin.longitude,
    delivery_distance_km: quote.distance_km,
    city,
    province,
    postal_code: orNull(values.postal_code),
    special_notes: orNull(values.special_notes),
    preferred_delivery_time: date,
    estimated_total_cents: parseEstimatedTotal(values.estimated_total),
    receipt_path: receipt.path,
    receipt_name: receipt.name,
  };
}

// --- The draft, kept for this tab only (sessionStorage): what was typed and the uploaded receipt's path. ---

export const DRAFT_STORAGE_KEY = 'lekker.customDeliveryDraft';

const text = z.string().catch('');
const finite = z.number().refine(Number.isFinite);

const DraftPinSchema = z.object({ latitude: finite, longitude: finite });

const DraftReceiptSchema = z.object({
  path: z.string().min(1),
  name: z
    .string()
    .catch('')
    .transform((name) => name || 'receipt'),
  size: finite.catch(0),
  content_type: text,
}) satisfies z.ZodType<UploadedReceiptInfo, unknown>;

/** The stored draft, read field by field: a malformed field is dropped, not the whole draft. */
const DraftSchema = z.object({
  restaurant_id: text,
  restaurant_name: text,
  street: text,
  pin: DraftPinSchema.nullable().catch(null),
  pin_source: z.enum(['address', 'customer', 'place']).nullable().catch(null),
  customer_name: text,
  customer_phone: text,
  items_requested: text,
  city: text,
  province: text,
  postal_code: text,
  special_notes: text,
  preferred_delivery_time: z.string().nullable().catch(null),
  estimated_total: text,
  receipt: DraftReceiptSchema.nullable().catch(null),
}) satisfies z.ZodType<CustomDeliveryValues, unknown>;

const drafts = createLocalStore(DRAFT_STORAGE_KEY, DraftSchema, { area: 'session' });

/** Reads a stored draft; anything malformed is dropped field by field. A past preferred date is forgotten. */
export function parseDraft(raw: string | null, today = todayInSouthAfrica()): CustomDeliveryValues | null {
  const draft = drafts.parse(raw);
  if (!draft) return null;
  const date = draft.preferred_delivery_time ?? '';
  return {
    ...draft,
    preferred_delivery_time: /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today ? date : null,
  };
}

export function loadDraft(): CustomDeliveryValues | null {
  return parseDraft(drafts.readRaw());
}

/** Storage full or blocked: the form still works, it just does not survive a reload. */
export function saveDraft(values: CustomDeliveryValues): void {
  drafts.write(values);
}

export function clearDraft(): void {
  drafts.clear();
}
