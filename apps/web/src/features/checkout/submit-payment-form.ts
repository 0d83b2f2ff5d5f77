import type { PaymentForm } from '@lekker/core/contracts/orders';

/**
 * Sends the browser to PayFast (or the built-in simulator): a hidden form posted to `payment.action` with the
 * fields in the server's order (PayFast's signature depends on it). Returns the form (tests inspect it).
 */
export function submitPaymentForm(payment: PaymentForm, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = payment.action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of payment.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}
