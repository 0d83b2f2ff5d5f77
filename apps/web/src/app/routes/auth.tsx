import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PartnerLoginLinks } from '@/components/partner-login-links.tsx';

/** Customer sign-in and sign-up (/auth). */
export function AuthPage() {
  return (
    <div className="space-y-8">
      <DocumentTitle title="Sign in or sign up" />
      <PageHeader
        title="Sign in or sign up"
        description="Your Lekker Eats account keeps your delivery address, lets you pay at checkout and follows every order until it reaches your door."
      >
        <p>
          <Link
            to="/reset-password"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </p>
      </PageHeader>
      <PartnerLoginLinks />
    </div>
  );
}

export { AuthPage as Component };
