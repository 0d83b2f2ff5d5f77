import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

/** Customer login (/login): where checkout sends a visitor who is not signed in. */
export function LoginPage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Log in" />
      <PageHeader
        title="Log in"
        description="Log in with your e-mail and password to check out, pay and track your orders."
      >
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to="/register" className="font-semibold text-primary underline-offset-4 hover:underline">
            New here? Create an account
          </Link>
          <Link
            to="/reset-password"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        </p>
      </PageHeader>
    </div>
  );
}

export { LoginPage as Component };
