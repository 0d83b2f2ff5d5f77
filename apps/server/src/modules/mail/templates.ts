import { PRODUCT_NAME } from '@lekker/core/constants';
import { DEFAULT_LOCALE, type Locale } from '@lekker/core/locales';
import { formatRand } from '@lekker/core/money';
import type { MailMessage } from './mailer.ts';
import { type ActionText, MAIL_TEXTS } from './texts/mail-texts.ts';

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

/** A one-button mail in the recipient's language. */
const textMail = (to: string, url: string, words: ActionText) =>
  actionMail(to, words.subject, words.intro, words.action, url, words.outro);
const textsOf = (locale: Locale) => MAIL_TEXTS[locale] ?? MAIL_TEXTS[DEFAULT_LOCALE];

export const confirmEmailMail = (to: string, name: string, url: string, locale: Locale = DEFAULT_LOCALE) =>
  textMail(to, url, textsOf(locale).confirmEmail(name));

export const resetPasswordMail = (to: string, name: string, url: string, locale: Locale = DEFAULT_LOCALE) =>
  textMail(to, url, textsOf(locale).resetPassword(name));

export const existingAccountMail = (
  to: string,
  name: string,
  resetUrl: string,
  locale: Locale = DEFAULT_LOCALE,
) => textMail(to, resetUrl, textsOf(locale).existingAccount(name));

export const orderPlacedMail = (
  to: string,
  name: string,
  order: { orderNumber: string; totalCents: number; paymentMethod: string },
  trackingUrl: string,
  locale: Locale = DEFAULT_LOCALE,
) =>
  textMail(
    to,
    trackingUrl,
    textsOf(locale).orderPlaced(name, {
      orderNumber: order.orderNumber,
      total: formatRand(order.totalCents),
      paidBy: order.paymentMethod === 'cash' ? 'cash' : 'payfast',
    }),
  );

export const refundMail = (
  to: string,
  name: string,
  refund: { orderNumber: string; amountCents: number; reason: string },
  trackingUrl: string,
  locale: Locale = DEFAULT_LOCALE,
) =>
  textMail(
    to,
    trackingUrl,
    textsOf(locale).refund(name, {
      orderNumber: refund.orderNumber,
      amount: formatRand(refund.amountCents),
      reason: refund.reason,
    }),
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

function plainMail(
  to: string,
  subject: string,
  paragraphs: string[],
  questions = MAIL_TEXTS[DEFAULT_LOCALE].questions,
) {
  const lines = [...paragraphs, questions];
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
  locale: Locale = DEFAULT_LOCALE,
) => {
  const texts = textsOf(locale);
  const { subject, paragraphs } = texts.applicationDecision(name, application, approved, reason, url);
  return plainMail(to, subject, paragraphs, texts.questions);
};

/** A refund on one of the venue's orders went through: who bears it (docs/decisions/050-refund-bearer.md). */
export const venueRefundMail = (to: string, n: { title: string; message: string; orderNumber: string }) =>
  plainMail(to, `${n.title}: order ${n.orderNumber}`, [n.message]);
