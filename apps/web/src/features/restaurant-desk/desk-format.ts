// Display helpers for the order desk: local times, waiting time, the accept deadline, payment wording.
import { TIME_ZONE } from '@lekker/core/constants';
import type { DeskOrder } from '@lekker/core/contracts/desk';
import { formatRand } from '@lekker/core/money';

const CLOCK = new Intl.DateTimeFormat('en-ZA', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '14:05' in Africa/Johannesburg. */
export function formatClock(iso: string | number | Date): string {
  return CLOCK.format(new Date(iso));
}

/** 'just now', '4 min ago', '1 h 20 min ago'. */
export function formatAgo(iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`;
}

/** What is left before the system turns a new order down: '5:30 left', or null once passed. */
export function formatTimeLeft(acceptBy: string | null, now: number): string | null {
  if (!acceptBy) return null;
  const seconds = Math.floor((Date.parse(acceptBy) - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')} left`;
}

/** How the counter should treat the money. */
export function paymentLine(order: Pick<DeskOrder, 'payment_method' | 'paid' | 'total_cents'>): string {
  if (order.payment_method === 'payfast') return order.paid ? 'Paid online (PayFast)' : 'PayFast — not paid';
  return order.paid
    ? `Cash on delivery — ${formatRand(order.total_cents)} collected`
    : `Cash on delivery — ${formatRand(order.total_cents)} to be collected`;
}

export const itemCount = (order: Pick<DeskOrder, 'items'>) =>
  order.items.reduce((n, item) => n + item.quantity, 0);
