import { PRODUCT_NAME } from '@lekker/core/constants';
import { statementKindLabel, type VenueStatement } from '@lekker/core/contracts/venue-money';
import { formatRand } from '@lekker/core/money';
import { sastDateTimeText } from '@lekker/core/sa-time';
import PDFDocument from 'pdfkit';

/** A statement's files: the same lines, totals and balances as the portal page shows. */

const STATUS_TEXT: Record<VenueStatement['status'], string> = {
  in_progress: 'Week in progress',
  pending: 'Payout pending',
  paid: 'Paid',
  nothing_due: 'Nothing due',
};

export function payoutText(s: VenueStatement): string {
  if (s.status === 'paid' && s.payout)
    return `Paid ${formatRand(s.payout.amount_cents)} on ${sastDateTime(s.payout.paid_at).slice(0, 10)}, reference ${s.payout.reference}`;
  return STATUS_TEXT[s.status];
}

/** "2026-03-02 14:05" in Africa/Johannesburg (UTC+2, no daylight saving). */
export const sastDateTime = sastDateTimeText;

const ENTRY_TEXT: Record<string, string> = { delivered: 'Delivered', cancelled: 'Cancelled after payment' };
const entryText = (key: string) => ENTRY_TEXT[key] ?? (key.startsWith('refund:') ? 'Refund' : key);
/** An amount cell: written as a number in rand (`-12.34`), never as text. */
type Amount = { readonly cents: number };
const rand = (cents: number): Amount => ({ cents });
type Cell = string | number | Amount;

function csvCell(v: Cell): string {
  // Amounts are numbers a spreadsheet sums: a leading minus is a sign, not a formula.
  if (typeof v === 'object') return (v.cents / 100).toFixed(2);
  const s = String(v);
  // Quote separators, quotes and line breaks; neutralise text a spreadsheet would run as a formula.
  const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV: one row per order and cause with its amounts by kind in rand (two decimals), a total
 * row, then the balances. CRLF line ends, like the bulk-EFT export.
 */
export function statementCsv(s: VenueStatement): string {
  const header = ['Date', 'Order', 'Payment', 'Entry', ...s.kinds.map(statementKindLabel)];
  const rows: Cell[][] = s.lines.map((l) => [
    sastDateTime(l.occurred_at),
    l.order_number,
    l.payment_method === 'cash' ? 'Cash' : 'Card (PayFast)',
    entryText(l.entry_key),
    ...s.kinds.map((k) => rand(l.amounts[k] ?? 0)),
  ]);
  const total = ['Total', `${s.orders} orders`, '', '', ...s.kinds.map((k) => rand(s.totals[k] ?? 0))];
  const summary: Cell[][] = [
    [],
    ['Venue', s.venue_name],
    ['Week', `${s.week_start} to ${s.week_end}`],
    ['Opening balance', rand(s.opening_balance_cents)],
    ['Commission', rand(s.commission_cents)],
    ['Net this week', rand(s.net_cents)],
    ...s.payouts_made.map((p) => [
      `Payout for the week of ${p.week_start}`,
      rand(-p.amount_cents),
      p.reference,
      sastDateTime(p.paid_at),
    ]),
    ['Closing balance', rand(s.closing_balance_cents)],
    ['Payout', payoutText(s)],
  ];
  return `${[header, ...rows, total, ...summary].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The statement as an A4 PDF (pdfkit's built-in Helvetica: no font files to ship). */
export function statementPdf(s: VenueStatement, generatedAt: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `${PRODUCT_NAME} statement ${s.venue_name} ${s.week_start}`,
      Author: PRODUCT_NAME,
      // A fixed creation date keeps the same statement's file identical from one download to the next.
      CreationDate: generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(18).text(`${PRODUCT_NAME} — weekly statement`);
  doc.moveDown(0.3).font('Helvetica').fontSize(11);
  doc.text(s.venue_name);
  doc.text(`Week: Monday ${s.week_start} to Sunday ${s.week_end} (Africa/Johannesburg)`);
  doc.text(`Payout: ${payoutText(s)}`);
  doc.moveDown(0.8);

  const summary: [string, number][] = [
    ['Opening balance', s.opening_balance_cents],
    ...s.kinds.map((k): [string, number] => [statementKindLabel(k), s.totals[k] ?? 0]),
    ...s.payouts_made.map((p): [string, number] => [
      `Payout for the week of ${p.week_start} (${p.reference})`,
      -p.amount_cents,
    ]),
    ['Closing balance', s.closing_balance_cents],
  ];
  for (const [label, cents] of summary) {
    const y = doc.y;
    const strong = label === 'Closing balance' || label === statementKindLabel('venue_net');
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, left, y, { width: width - 120 });
    doc.text(formatRand(cents), left + width - 120, y, { width: 120, align: 'right' });
  }
  doc.moveDown(1);

  // The lines: date, order, entry, then one column per kind.
  const fixed = [78, 150, 70];
  const amountWidth = Math.max(55, (width - fixed.reduce((a, b) => a + b, 0)) / Math.max(1, s.kinds.length));
  const columns = [
    { title: 'Date', width: fixed[0]!, align: 'left' as const },
    { title: 'Order', width: fixed[1]!, align: 'left' as const },
    { title: 'Entry', width: fixed[2]!, align: 'left' as const },
    ...s.kinds.map((k) => ({ title: statementKindLabel(k), width: amountWidth, align: 'right' as const })),
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    cells.forEach((cell, i) => {
      const c = columns[i]!;
      doc.text(cell, x, y, { width: c.width - 4, align: c.align, lineBreak: false, ellipsis: true });
      x += c.width;
    });
    doc.x = left;
    doc.y = y + 13;
  };
  doc.font('Helvetica-Bold').fontSize(12).text(`Orders (${s.orders})`, left);
  doc.moveDown(0.3);
  row(
    columns.map((c) => c.title),
    true,
  );
  if (s.lines.length === 0) {
    doc.font('Helvetica').fontSize(9).text('No orders this week.', left);
  }
  for (const l of s.lines)
    row([
      sastDateTime(l.occurred_at),
      l.order_number,
      entryText(l.entry_key),
      ...s.kinds.map((k) => formatRand(l.amounts[k] ?? 0)),
    ]);
  if (s.lines.length > 0) row(['Total', '', '', ...s.kinds.map((k) => formatRand(s.totals[k] ?? 0))], true);

  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(
    `Amounts in rand. Commission is charged on food sales at your rate; delivery fees and the first-order discount are the marketplace's. Generated ${sastDateTime(generatedAt.toISOString())}.`,
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}
