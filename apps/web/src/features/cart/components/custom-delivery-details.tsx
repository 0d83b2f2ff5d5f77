import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { openReceipt } from '@/lib/receipt-link.ts';
import { toast } from '@/lib/toast.ts';

type CustomDeliveryDetailsProps = {
  data: Record<string, unknown>;
  /** Replaceable for tests. */
  open?: typeof openReceipt;
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

const linkClass =
  'mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline';

/** Customer, phone, address, notes and the 'View Receipt' link of a custom delivery (docs/product.md#cart). */
export function CustomDeliveryDetails({ data, open = openReceipt }: CustomDeliveryDetailsProps) {
  const [opening, setOpening] = useState(false);
  const t = useT();
  const rows: [string, string | null][] = [
    [t('cart.delivery.customer'), text(data.customer_name)],
    [t('cart.delivery.phone'), text(data.customer_phone)],
    [
      t('cart.delivery.address'),
      text(
        [data.delivery_address, data.city, data.province, data.postal_code]
          .filter((part) => typeof part === 'string' && part.trim())
          .join(', '),
      ),
    ],
    [t('cart.delivery.itemsRequested'), text(data.items_requested)],
    [t('cart.delivery.notes'), text(data.special_notes)],
  ];
  const path = text(data.receipt_path);
  const receiptUrl = text(data.receipt_url);

  // The receipt is private: a fresh signed link (600 s) is made for each view.
  async function viewReceipt() {
    if (!path || opening) return;
    setOpening(true);
    const opened = await open(path);
    setOpening(false);
    if (!opened) toast.error(t('cart.receipt.error'), { description: t('cart.receipt.failed') });
  }

  return (
    <section aria-label={t('cart.delivery.details')} className="rounded-card border bg-card p-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="wrap-anywhere whitespace-pre-line text-muted-foreground">{value}</dd>
            </div>
          ))}
      </dl>
      {path ? (
        <Button variant="link" className={`${linkClass} h-auto`} onClick={viewReceipt} disabled={opening}>
          {t('cart.receipt.view')}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only"> {t('cart.newTab')}</span>
        </Button>
      ) : receiptUrl ? (
        <a href={receiptUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {t('cart.receipt.view')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> {t('cart.newTab')}</span>
        </a>
      ) : null}
    </section>
  );
}
