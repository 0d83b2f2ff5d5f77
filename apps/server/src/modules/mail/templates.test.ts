import { LOCALES } from '@lekker/core/locales';
import { describe, expect, it } from 'vitest';
import {
  applicationDecisionMail,
  confirmEmailMail,
  existingAccountMail,
  orderPlacedMail,
  refundMail,
  resetPasswordMail,
} from './templates.ts';

const order = { orderNumber: 'LE-12', totalCents: 14_500, paymentMethod: 'cash' };
const refund = { orderNumber: 'LE-12', amountCents: 4_000, reason: 'Missing item' };
const application = { kind: 'driver' as const, what: 'Motorbike' };

/** Every customer and applicant e-mail, in one language. */
const allMails = (locale: (typeof LOCALES)[number]) => [
  confirmEmailMail('a@b.test', 'Zanele', 'https://x.test/c', locale),
  resetPasswordMail('a@b.test', 'Zanele', 'https://x.test/r', locale),
  existingAccountMail('a@b.test', 'Zanele', 'https://x.test/r', locale),
  orderPlacedMail('a@b.test', 'Zanele', order, 'https://x.test/o', locale),
  refundMail('a@b.test', 'Zanele', refund, 'https://x.test/o', locale),
  applicationDecisionMail('a@b.test', 'Zanele', application, true, 'Welcome', 'https://x.test/s', locale),
  applicationDecisionMail('a@b.test', 'Zanele', application, false, 'Documents', 'https://x.test/s', locale),
];

describe('customer e-mails in four languages', () => {
  it('keeps English as it was, the default', () => {
    expect(orderPlacedMail('A@B.test', '', order, 'https://x.test/o')).toMatchObject({
      to: 'a@b.test',
      subject: 'Your Lekker Eats order LE-12',
    });
    expect(orderPlacedMail('a@b.test', 'Zanele', order, 'https://x.test/o').text).toContain(
      'Total R145.00, paid by cash on delivery.',
    );
  });

  it('writes every mail in each language, with its links, amounts and names, never the English words', () => {
    const english = allMails('en-ZA');
    for (const locale of LOCALES.filter((l) => l !== 'en-ZA')) {
      allMails(locale).forEach((mail, i) => {
        expect(mail.subject, `${locale} ${i}`).not.toBe(english[i]!.subject);
        expect(mail.text, `${locale} ${i}`).toContain('https://x.test/');
        expect(mail.text, `${locale} ${i}`).toContain('Zanele');
        expect(mail.text, `${locale} ${i}`).not.toMatch(/Questions\? Reply|Hi Zanele/);
      });
    }
    expect(orderPlacedMail('a@b.test', 'Zanele', order, 'https://x.test/o', 'zu-ZA').text).toContain(
      'Isamba ngu-R145.00',
    );
    expect(refundMail('a@b.test', 'Zanele', refund, 'https://x.test/o', 'af-ZA').subject).toBe(
      'Jou Lekker Eats-terugbetaling van R40.00 vir bestelling LE-12',
    );
  });
});
