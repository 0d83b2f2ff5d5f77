import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

const STEPS = [
  'Choose the restaurant or store and tell us what to collect.',
  'Set the delivery location: your current position or an address.',
  'Upload the receipt (a photo or PDF, up to 8 MB) and pay the delivery fee.',
  'A driver collects your items and brings them to you.',
] as const;

/** Custom delivery request (/custom-delivery). */
export function CustomDeliveryPage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Custom delivery" />
      <PageHeader
        title="Custom delivery"
        description="Already bought something that is not on a menu? Request a custom delivery: a driver collects your items and brings them to you, and you pay only the delivery fee for the distance."
      />
      <section aria-labelledby="custom-delivery-steps" className="rounded-card border bg-card p-5">
        <h2 id="custom-delivery-steps" className="font-semibold">
          How it works
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

export { CustomDeliveryPage as Component };
