import { Link, useNavigate, useSearchParams } from 'react-router';
import { signOut, useViewer, type Viewer } from '@/api/viewer.ts';
import { AreaPage } from '@/components/layout/area-page.tsx';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { hasRole } from '@/features/auth/access.ts';
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice.tsx';
import { safeRedirect } from '@/features/auth/redirect.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';

/** Admin login (/admin/login, /admin-login): only admin accounts get a session here. */
export function AdminLoginPage() {
  const t = useT();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const me = viewer.data ?? null;

  async function onSignedIn(signedIn: Viewer) {
    // Second check of the admin role (docs/product.md#roles), on the roles the server just returned.
    if (!hasRole(signedIn, 'admin')) {
      await signOut().catch(() => undefined);
      await viewer.refetch();
      toast.error(t('auth.signIn.failed'), { description: t('adminLogin.noAccess') });
      return;
    }
    navigate(safeRedirect(params.get('redirect'), '/admin/dashboard'), { replace: true });
  }

  return (
    <AreaPage title={t('adminLogin.title')} description={t('adminLogin.description')}>
      <Card className="max-w-lg">
        <CardContent className="p-5">
          {viewer.isPending ? (
            <PageLoader />
          ) : me ? (
            <SignedInNotice
              viewer={me}
              action={
                hasRole(me, 'admin') ? (
                  <Button asChild>
                    <Link to="/admin/dashboard">{t('adminLogin.continue')}</Link>
                  </Button>
                ) : null
              }
            >
              {hasRole(me, 'admin') ? null : t('adminLogin.noAccessSignOut')}
            </SignedInNotice>
          ) : (
            <SignInForm door="admin" onSignedIn={onSignedIn} />
          )}
        </CardContent>
      </Card>
    </AreaPage>
  );
}

export { AdminLoginPage as Component };
