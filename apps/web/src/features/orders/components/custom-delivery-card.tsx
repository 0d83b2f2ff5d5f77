import type { Order } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { openReceipt, RECEIPT_LOAD_FAILED_MESSAGE } from '@/lib/receipt-link.ts';
import { toast } from '@/lib/toast.ts';

type CustomDeliveryCardProps = {
  details: NonNullable<Order['custom_delivery']>;
  /** Offer 'View Receipt' (the viewer is the order's customer). */
  canViewReceipt: boolean;
  /** Replaceable for tests. */
  open?: typeof openReceipt;
};

/** '2025-03-14' → 'Friday, 14 March 2025'. */
function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-ZA', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A custom delivery's request on the tracking page: what to collect, contact, date, estimated total, receipt. */
export function CustomDeliveryCard({ details, canViewReceipt, open = openReceipt }: CustomDeliveryCardProps) {
  const [opening, setOpening] = useState(false);
  const rows: [string, string | null][] = [
    ['Items requested', details.items_requested],
    ['Customer', details.customer_name],
    ['Phone', details.customer_phone],
    ['Preferred date', details.preferred_delivery_time ? formatDate(details.preferred_delivery_time) : null],
    [
      'Estimated total',
      details.estimated_total_cents != null ? formatRand(details.estimated_total_cents) : null,
    ],
  ];

  async function viewReceipt() {
    if (opening) return;
    setOpening(true);
    const opened = await open(details.receipt_path);
    setOpening(false);
    if (!opened) toast.error('Error', { description: RECEIPT_LOAD_FAILED_MESSAGE });
  }

  return (
    <Card data-testid="custom-delivery-details">
      <CardHeader>
        <CardTitle as="h2">Custom delivery</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
          {rows
            .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="wrap-anywhere whitespace-pre-line text-muted-foreground">{value}</dd>
              </div>
            ))}
        </dl>
        {canViewReceipt ? (
          <Button variant="outline" size="sm" onClick={viewReceipt} disabled={opening}>
            View Receipt
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> (opens in a new tab)</span>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
