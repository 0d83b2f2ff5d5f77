import { Link } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';

/** Reset password (/reset-password): target of the Forgot password link. */
export function ResetPasswordPage() {
  return (
    <div className="space-y-6">
      <DocumentTitle title="Reset your password" />
      <PageHeader
        title="Reset your password"
        description="Forgot your password? Ask for a reset link by e-mail, then come back here from that link to choose a new one."
      >
        <p>
          <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
            Back to log in
          </Link>
        </p>
      </PageHeader>
    </div>
  );
}

export { ResetPasswordPage as Component };
