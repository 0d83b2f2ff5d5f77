import type { Locale } from '@lekker/core/locales';
import { afZA } from './af-ZA.ts';
import { enZA } from './en-ZA.ts';
import { tnZA } from './tn-ZA.ts';
import { zuZA } from './zu-ZA.ts';

/** A mail with one button: what it says before and after the link. */
export type ActionText = { subject: string; intro: string; action: string; outro: string };

/**
 * The e-mails a customer or applicant receives, in one language (docs/decisions/061-i18n-library-and-locale.md,
 * "What the server sends"). Money arrives formatted (R 145.00), names as the person wrote them. The type makes a
 * language that misses a mail fail to compile.
 */
export type MailTexts = {
  /** How a mail signs off and where questions go. */
  questions: string;
  confirmEmail(name: string): ActionText;
  resetPassword(name: string): ActionText;
  existingAccount(name: string): ActionText;
  orderPlaced(
    name: string,
    order: { orderNumber: string; total: string; paidBy: 'cash' | 'payfast' },
  ): ActionText;
  refund(name: string, refund: { orderNumber: string; amount: string; reason: string }): ActionText;
  applicationDecision(
    name: string,
    application: { kind: 'driver' | 'restaurant'; what: string },
    approved: boolean,
    reason: string,
    url: string,
  ): { subject: string; paragraphs: string[] };
};

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  'en-ZA': enZA,
  'tn-ZA': tnZA,
  'zu-ZA': zuZA,
  'af-ZA': afZA,
};
