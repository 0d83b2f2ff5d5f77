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
