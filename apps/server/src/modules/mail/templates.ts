import { PRODUCT_NAME } from '@lekker/core/constants';
import { formatRand } from '@lekker/core/money';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function actionMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): MailMessage {
  return {
    to: to.toLowerCase(),
    subject,
    text: `${intro}\n\n${action}: ${url}\n\n${outro}\n\n— ${PRODUCT_NAME}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>— ${PRODUCT_NAME}</p>`,
  };
}

export const confirmEmailMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    `Confirm your ${PRODUCT_NAME} account`,
    `Hi ${name || 'there'}, welcome to ${PRODUCT_NAME}! Please confirm your e-mail address to start ordering.`,
    'Confirm my e-mail',
    url,
    'If you did not sign up, you can ignore this message.',
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  actionMail(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    `Hi ${name || 'there'}, we received a request to reset your password. The link is valid for one hour.`,
    'Choose a new password',
    url,
    'If you did not ask for this, ignore this message: your password stays the same.',
  );

export const existingAccountMail = (to: string, name: string, resetUrl: string) =>
  actionMail(
    to,
    `Someone tried to sign up with your e-mail`,
    `Hi ${name || 'there'}, someone (maybe you) tried to create a ${PRODUCT_NAME} account with this address, which already has one.`,
    'Forgot your password? Reset it here',
    resetUrl,
    'If it was not you, you can ignore this message.',
  );

export const orderPlacedMail = (
  to: string,
  name: string,
  order: { orderNumber: string; totalCents: number; paymentMethod: string },
  trackingUrl: string,
) =>
  actionMail(
    to,
    `Your ${PRODUCT_NAME} order ${order.orderNumber}`,
    `Hi ${name || 'there'}, thank you for your order ${order.orderNumber}. Total ${formatRand(order.totalCents)}, paid by ${
      order.paymentMethod === 'cash' ? 'cash on delivery' : 'PayFast'
    }. We'll let you know as soon as the restaurant confirms it.`,
    'Track your order',
    trackingUrl,
    'Questions? Reply to this e-mail.',
  );

export const refundMail = (
  to: string,
  name: string,
  refund: { orderNumber: string; amountCents: number; reason: string },
  trackingUrl: string,
) =>
  actionMail(
    to,
    `Your ${PRODUCT_NAME} refund of ${formatRand(refund.amountCents)} for order ${refund.orderNumber}`,
    `Hi ${name || 'there'}, we have refunded ${formatRand(refund.amountCents)} for your order ${refund.orderNumber} (${refund.reason}). PayFast returns it to the card or account you paid with; banks usually show it within 3 to 10 working days.`,
    'See your order',
    trackingUrl,
    'Questions? Reply to this e-mail.',
  );

/** A venue suspended or reactivated by the marketplace, with the reason. */
/** A venue suspended, or reinstated: live again, or (never live before) back to its go-live checklist. */
export const venueStatusMail = (
  to: string,
  venue: string,
  state: 'suspended' | 'live' | 'checklist',
  reason: string,
) => {
  const line = {
    suspended: `${venue} has been suspended: customers cannot order from it until an admin reinstates it.`,
    live: `${venue} is active again: customers can order from it.`,
    checklist: `${venue} is no longer suspended: finish its go-live checklist in your portal to open it to customers.`,
  }[state];
  return {
    to: to.toLowerCase(),
    subject:
      state === 'suspended'
        ? `${venue} has been suspended on ${PRODUCT_NAME}`
        : `${venue} is no longer suspended on ${PRODUCT_NAME}`,
    text: `${line}\n\nReason: ${reason}\n\nQuestions? Reply to this e-mail.\n\n— ${PRODUCT_NAME}`,
    html: `<p>${escapeHtml(line)}</p><p>Reason: ${escapeHtml(reason)}</p><p>Questions? Reply to this e-mail.</p><p>— ${PRODUCT_NAME}</p>`,
  };
};

function plainMail(to: string, subject: string, paragraphs: string[]) {
  const lines = [...paragraphs, 'Questions? Reply to this e-mail.'];
  return {
    to: to.toLowerCase(),
    subject,
    text: `${lines.join('\n\n')}\n\n— ${PRODUCT_NAME}`,
    html: `${lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>— ${PRODUCT_NAME}</p>`,
  };
}

/** A venue's home-page ad request approved (with its window) or rejected (with the reason). */
export const adDecisionMail = (to: string, venue: string, offer: string, approved: boolean, detail: string) =>
  plainMail(
    to,
    approved
      ? `Your ${PRODUCT_NAME} ad for ${venue} is approved`
      : `Your ${PRODUCT_NAME} ad for ${venue} was not approved`,
    [
      approved
        ? `Good news: your home-page ad "${offer}" for ${venue} is approved.`
        : `Your home-page ad request "${offer}" for ${venue} was not approved.`,
      detail,
    ],
  );

/** A driver or restaurant application approved or suspended, with the admin's reason. */
export const applicationDecisionMail = (
  to: string,
  name: string,
  application: { kind: 'driver' | 'restaurant'; what: string },
  approved: boolean,
  reason: string,
  url: string,
) =>
  plainMail(
    to,
    approved
      ? `Your ${PRODUCT_NAME} ${application.kind} application is approved`
      : `Your ${PRODUCT_NAME} ${application.kind} application: ${application.kind === 'driver' ? 'account suspended' : 'not approved'}`,
    [
      `Hi ${name || 'there'},`,
      approved
        ? `your application (${application.what}) is approved. ${application.kind === 'driver' ? 'You can go online and accept jobs.' : 'You can open the restaurant portal and set up your venue.'}`
        : `your application (${application.what}) has been ${application.kind === 'driver' ? 'suspended' : 'suspended and not approved for now'}.`,
      `Reason: ${reason}`,
      `Your status page: ${url}`,
    ],
  );

/** A refund on one of the venue's orders went through: who bears it (docs/decisions/050-refund-bearer.md). */
export const venueRefundMail = (to: string, n: { title: string; message: string; orderNumber: string }) =>
  plainMail(to, `${n.title}: order ${n.orderNumber}`, [n.message]);
