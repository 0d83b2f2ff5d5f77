import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

export const CONTACT_EMAIL = 'hello@lekker.test';

const TOPICS = [
  {
    title: 'Help with an order',
    text: 'Include your order number (it starts with ORDER-) so we can find it quickly. You can also follow the order yourself on the tracking page.',
    link: { to: '/order-tracking', label: 'Track an order' },
  },
  {
    title: 'List your restaurant or store',
    text: "Tell us your venue's name, town and a contact number. We set up your portal and help you load your menu.",
    link: { to: '/restaurant/login', label: 'Restaurant login' },
  },
  {
    title: 'Drive with us',
    text: 'Tell us where you live and what you drive. Once approved you see delivery requests within 20 km.',
    link: { to: '/driver/login', label: 'Driver login' },
  },
] as const;

/** Contact (/contact). */
export function ContactPage() {
  return (
    <div className="space-y-8">
      <DocumentTitle title="Contact us" />
      <PageHeader
        title="Contact us"
        description="Questions about an order, a payment or joining Lekker Eats? Send us an e-mail and a person from our team answers, usually within one working day."
      >
        <p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex items-center gap-2 text-lg font-semibold text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5" />
            {CONTACT_EMAIL}
          </a>
        </p>
      </PageHeader>
      <ul className="grid gap-4 md:grid-cols-3">
        {TOPICS.map((topic) => (
          <li key={topic.title} className="flex flex-col gap-2 rounded-card border bg-card p-5">
            <h2 className="font-semibold">{topic.title}</h2>
            <p className="text-sm text-muted-foreground">{topic.text}</p>
            <Link
              to={topic.link.to}
              className="mt-auto text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              {topic.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { ContactPage as Component };
