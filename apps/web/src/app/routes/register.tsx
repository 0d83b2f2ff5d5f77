import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

/** Customer registration (/register). */
export function RegisterPage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Create an account" />
      <PageHeader
        title="Create an account"
        description="Sign up with your name, e-mail and a password of at least 6 characters. We e-mail you a link to confirm your address."
      >
        <p>
          <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            Already have an account? Log in
          </Link>
        </p>
      </PageHeader>
    </div>
  );
}

export { RegisterPage as Component };
