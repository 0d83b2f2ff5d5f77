import { PRODUCT_NAME } from '@lekker/core/constants';
import type { PaymentForm } from '@lekker/core/contracts/orders';
import { checkoutPairs, type Pairs, payfastSignature } from './payfast-signature.ts';
import { PAYFAST_NOTIFY_PATH, type PayfastConfig, payfastBaseUrl } from './payfast-urls.ts';

export type PaymentFormInput = {
  orderNumber: string;
  totalCents: number;
  customer: {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    phone?: string | null;
  };
  /** Where PayFast sends the payer back (a door payment returns to its own link); the order pages by default. */
  returnUrl?: string;
  cancelUrl?: string;
};

/** 12345 → '123.45': PayFast wants rand with two decimals. */
export function centsToAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError(`A PayFast amount must be positive cents, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '15.00' → 1500; undefined unless it is a plain amount with at most two decimals. */
export function amountToCents(amount: string | undefined): number | undefined {
  const match = amount?.trim().match(/^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** '+27 82 123 4567' → '0821234567'. PayFast only takes South African cell numbers (10 digits); others are left out. */
export function toSouthAfricanCell(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  let digits = phone.replace(/[\s().-]/g, '');
  if (digits.startsWith('+27')) digits = `0${digits.slice(3)}`;
  else if (/^27\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
  return /^0\d{9}$/.test(digits) ? digits : undefined;
}

/** PayFast limits its text fields to 100 characters. */
const clip = (value: string | null | undefined) => (value ?? '').trim().slice(0, 100);

export function paymentItemName(orderNumber: string): string {
  return clip(`${PRODUCT_NAME} Order #${orderNumber}`);
}

/**
 * The hidden form the browser posts to the mode's process page (docs/product.md#payment, docs/decisions/006-payments.md): fields in PayFast's documented order,
 * blank ones left out, and the signature last. The passphrase only goes into the signature, never into a field.
 */
export function buildPaymentForm(config: PayfastConfig, input: PaymentFormInput): PaymentForm {
  const { publicUrl } = config;
  const order = encodeURIComponent(input.orderNumber);
  const fields = checkoutPairs({
    merchant_id: config.payfast.merchantId,
    merchant_key: config.payfast.merchantKey,
    return_url: input.returnUrl ?? `${publicUrl}/payment-success?order=${order}`,
    cancel_url: input.cancelUrl ?? `${publicUrl}/payment-cancel?order=${order}`,
    notify_url: `${publicUrl}${PAYFAST_NOTIFY_PATH}`,
    name_first: clip(input.customer.firstName) || 'Customer',
    name_last: clip(input.customer.lastName),
    email_address: clip(input.customer.email),
    cell_number: toSouthAfricanCell(input.customer.phone),
    m_payment_id: input.orderNumber,
    amount: centsToAmount(input.totalCents),
    item_name: paymentItemName(input.orderNumber),
  });
  const signed: Pairs = [...fields, ['signature', payfastSignature(fields, config.payfast.passphrase)]];
  return { action: `${payfastBaseUrl(config)}/eng/process`, fields: signed };
}
