import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { ExpiredLinkNotice, NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';
import { RequestResetForm } from '@/features/auth/components/request-reset-form.tsx';

/**
 * Reset password (/reset-password): without a token, ask for a reset link; from the e-mailed link
 * (?token=…), choose a new password; an unusable link (?error=INVALID_TOKEN) says so and offers a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');
  const choosing = Boolean(token) && !linkError;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <DocumentTitle title="Reset your password" />
      <PageHeader
        title={choosing ? 'Choose a new password' : 'Reset your password'}
        description={
          choosing
            ? 'Pick a new password for your account. You will be signed out on every device and can sign in again with the new one.'
            : "Forgot your password? Enter your account's e-mail and we'll send you a link to choose a new one."
        }
      />
      <Card>
        <CardContent className="p-5">
          {linkError ? (
            <ExpiredLinkNotice />
          ) : token ? (
            <NewPasswordForm token={token} onDone={() => navigate('/auth', { replace: true })} />
          ) : (
            <RequestResetForm />
          )}
        </CardContent>
      </Card>
      <p className="text-center text-sm">
        <Link to="/auth" className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}

export { ResetPasswordPage as Component };
