import { Link, useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { ExpiredLinkNotice, NewPasswordForm } from '@/features/auth/components/new-password-form.tsx';
import { RequestResetForm } from '@/features/auth/components/request-reset-form.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * Reset password (/reset-password): without a token, ask for a reset link; from the e-mailed link
 * (?token=…), choose a new password; an unusable link (?error=INVALID_TOKEN) says so and offers a new one.
 */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const linkError = params.get('error');
  const choosing = Boolean(token) && !linkError;
  return (
    <div className="mx-auto max-w-md space-y-6">
      <DocumentTitle title={t('auth.reset.title')} />
      <PageHeader
        title={choosing ? t('auth.reset.chooseTitle') : t('auth.reset.title')}
        description={choosing ? t('auth.reset.chooseBody') : t('auth.reset.askBody')}
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
          {t('auth.reset.back')}
        </Link>
      </p>
    </div>
  );
}

export { ResetPasswordPage as Component };
