import { PRODUCT_NAME } from '@lekker/core/constants';
import type { PaymentForm } from '@lekker/core/contracts/orders';
import { centsToAmount, toSouthAfricanCell } from '../payments/payfast-form.ts';
import { checkoutPairs, type Pairs, payfastSignature } from '../payments/payfast-signature.ts';
import { PAYFAST_NOTIFY_PATH, type PayfastConfig, payfastBaseUrl } from '../payments/payfast-urls.ts';
import type { BuildTipPaymentForm } from './tip-after.service.ts';

const clip = (value: string | null | undefined) => (value ?? '').trim().slice(0, 100);

/**
 * PayFast's form for a tip after delivery: as checkout's (fields in PayFast's order, signature last), but the
 * m_payment_id names the tip (`TIP-<id>`) and PayFast sends the customer back to the order's page.
 */
export function tipPaymentFormBuilder(config: PayfastConfig): BuildTipPaymentForm {
  return (input) => {
    const page = `${config.publicUrl}/order-tracking?order=${encodeURIComponent(input.orderId)}`;
    const [first, ...rest] = input.customer.name.trim().split(/\s+/).filter(Boolean);
    const fields = checkoutPairs({
      merchant_id: config.payfast.merchantId,
      merchant_key: config.payfast.merchantKey,
      return_url: `${page}&tip=returned`,
      cancel_url: `${page}&tip=cancelled`,
      notify_url: `${config.publicUrl}${PAYFAST_NOTIFY_PATH}`,
      name_first: clip(first) || 'Customer',
      name_last: clip(rest.join(' ')),
      email_address: clip(input.customer.email),
      cell_number: toSouthAfricanCell(input.customer.phone),
      m_payment_id: input.reference,
      amount: centsToAmount(input.amountCents),
      item_name: clip(`${PRODUCT_NAME} driver tip, order #${input.orderNumber}`),
    });
    const signed: Pairs = [...fields, ['signature', payfastSignature(fields, config.payfast.passphrase)]];
    return { action: `${payfastBaseUrl(config)}/eng/process`, fields: signed } satisfies PaymentForm;
  };
}
