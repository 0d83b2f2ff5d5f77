import { PRODUCT_NAME } from '@lekker/core/constants';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

const POINTS = [
  {
    title: 'Local first',
    text: 'We work with the restaurants, takeaways and grocery stores in your own town, so your money stays in the neighbourhood.',
  },
  {
    title: 'Fair, clear prices',
    text: 'Everything is priced in rand. The delivery fee depends on the distance and is shown before you pay, never added afterwards.',
  },
  {
    title: 'Pay your way',
    text: 'Pay online through PayFast with VISA, Mastercard or Instant EFT, or pay the driver with cash on delivery.',
  },
  {
    title: 'Custom deliveries',
    text: 'Bought something that is not on a menu? Upload the receipt and a driver collects it and brings it to you.',
  },
] as const;

/** About (/about). */
export function AboutPage() {
  return (
    <div className="space-y-8">
      <DocumentTitle title="About us" />
      <PageHeader
        title={`About ${PRODUCT_NAME}`}
        description={`${PRODUCT_NAME} is a food and grocery delivery marketplace for South African towns. Customers order from nearby restaurants and stores, local drivers deliver, and every business manages its own menu, orders and payouts.`}
      />
      <ul className="grid gap-4 sm:grid-cols-2">
        {POINTS.map((point) => (
          <li key={point.title} className="rounded-card border bg-card p-5">
            <h2 className="font-semibold">{point.title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{point.text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="about-partners" className="space-y-2">
        <h2 id="about-partners" className="text-xl font-bold">
          Grow with us
        </h2>
        <p className="max-w-2xl text-muted-foreground">
          Restaurants and stores get a portal for orders, menus, promotions and payouts. Drivers see delivery
          requests within 20 km and choose when they work.
        </p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link
            to="/restaurant/login"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            For restaurants and stores
          </Link>
          <Link to="/driver/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            For drivers
          </Link>
          <Link to="/contact" className="font-semibold text-primary underline-offset-4 hover:underline">
            Contact us
          </Link>
        </p>
      </section>
    </div>
  );
}

export { AboutPage as Component };
