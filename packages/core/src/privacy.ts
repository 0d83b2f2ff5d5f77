import { LIVE_STATUSES, type OrderStatus } from './order-status.ts';

/**
 * POPIA in the product (docs/decisions/067-privacy-export-and-deletion.md): who receives personal data, how long
 * what is kept, and the rules of deletion and of a breach notice. Pure: the server and the privacy page share it.
 */

/** Financial records (orders, ledger lines, payments) of a deleted customer are kept this long, then purged. */
export const FINANCIAL_RETENTION_YEARS = 5;

/** What a venue, driver or admin sees where a deleted person's name was. */
export const DELETED_CUSTOMER_NAME = 'Deleted customer';

/** An order still under way: a deletion waits until none of the person's orders is (as customer or driver). */
export const DELETION_BLOCKING_STATUSES = [
  'pending_payment',
  ...LIVE_STATUSES,
] as const satisfies readonly OrderStatus[];

export function blocksDeletion(status: OrderStatus): boolean {
  return (DELETION_BLOCKING_STATUSES as readonly OrderStatus[]).includes(status);
}

/** When a deleted customer's kept financial records are purged: FINANCIAL_RETENTION_YEARS after the deletion. */
export function purgeAfter(deletedAt: Date): Date {
  const at = new Date(deletedAt);
  at.setUTCFullYear(at.getUTCFullYear() + FINANCIAL_RETENTION_YEARS);
  return at;
}

export type Processor = {
  name: string;
  /** What it does for us. */
  purpose: string;
  /** What of a person's data it receives. */
  data: string;
  /** Where it processes the data. */
  country: string;
};

/** Everyone outside the platform who receives personal data: listed in every export and on the privacy page. */
export const PROCESSORS: readonly Processor[] = [
  {
    name: 'PayFast (Network International)',
    purpose: 'Card and Instant EFT payments and refunds',
    data: 'Name, e-mail address, order number and amount',
    country: 'South Africa',
  },
  {
    name: 'E-mail provider (SMTP)',
    purpose: 'Account confirmation, password reset and receipts by e-mail',
    data: 'E-mail address, name and the message',
    country: 'South Africa',
  },
  {
    name: 'BulkSMS',
    purpose: 'Order updates, phone confirmation codes and promotions by SMS',
    data: 'Mobile number and the message',
    country: 'South Africa',
  },
  {
    name: 'WhatsApp (Meta Platforms)',
    purpose: 'Order updates and promotions by WhatsApp',
    data: 'Mobile number and the message',
    country: 'Ireland (European Union)',
  },
  {
    name: 'Browser push services (Google, Mozilla, Apple)',
    purpose: 'Notifications on the devices where they were turned on',
    data: 'A device address and the notification',
    country: 'United States of America',
  },
  {
    name: 'Object storage (S3-compatible)',
    purpose: 'Receipts, driver documents and venue photos',
    data: 'The files uploaded',
    country: 'South Africa',
  },
];

export type AffectedPerson = { name: string; email: string; phone: string | null; roles: string[] };

export type BreachNoticeInput = {
  /** What happened, in the admin's words. */
  description: string;
  /** When it happened or was found (already formatted on the Johannesburg clock). */
  when: string;
  /** What personal data may have been seen. */
  dataInvolved: string;
  /** What was done and what the person can do. */
  measures: string;
  contactEmail: string;
};

/**
 * The notice of a compromise to the people affected (POPIA s22(5)): what happened, what data, what we did, what
 * they can do, and who to ask. Plain text the admin copies or downloads; the same text for everyone affected.
 */
export function breachNoticeText(input: BreachNoticeInput): string {
  return [
    'Subject: Important: your personal information at Lekker Eats',
    '',
    'Dear customer,',
    '',
    `We are writing to tell you about a security compromise that may involve your personal information (${input.when}).`,
    '',
    `What happened: ${input.description.trim()}`,
    `Information involved: ${input.dataInvolved.trim()}`,
    `What we have done: ${input.measures.trim()}`,
    '',
    'What you can do: change your Lekker Eats password, be careful with messages that ask for your password or bank',
    'details, and tell us at once if you notice anything unusual on your account.',
    '',
    'We have reported the compromise to the Information Regulator (South Africa). You may also complain to the',
    'Regulator at complaints.IR@inforegulator.org.za.',
    '',
    `Questions: ${input.contactEmail}`,
    '',
    'Lekker Eats',
  ].join('\n');
}

/** The affected people as CSV rows (name, e-mail, phone, roles) for the admin's mail-merge. */
export function affectedPeopleCsv(people: readonly AffectedPerson[]): string {
  const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = ['name,email,phone,roles'];
  for (const p of people) lines.push([p.name, p.email, p.phone ?? '', p.roles.join(' ')].map(cell).join(','));
  return `${lines.join('\n')}\n`;
}
