import { ExternalLink } from 'lucide-react';

type CustomDeliveryDetailsProps = { data: Record<string, unknown> };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Customer, phone, address, notes and the 'View Receipt' link of a custom delivery (spec §2). */
export function CustomDeliveryDetails({ data }: CustomDeliveryDetailsProps) {
  const rows: [string, string | null][] = [
    ['Customer', text(data.customer_name)],
    ['Phone', text(data.customer_phone)],
    ['Address', text(data.delivery_address)],
    ['Notes', text(data.special_notes)],
  ];
  const receipt = text(data.receipt_url);
  return (
    <section aria-label="Custom delivery details" className="rounded-card border bg-card p-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words text-muted-foreground">{value}</dd>
            </div>
          ))}
      </dl>
      {receipt ? (
        <a
          href={receipt}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          View Receipt
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}
