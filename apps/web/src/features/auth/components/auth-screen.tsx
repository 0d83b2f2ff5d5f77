import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { PartnerLoginLinks } from '@/components/partner-login-links.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { safeRedirect } from '../redirect.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { Notice } from './notice.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

export type AuthTabValue = 'sign-in' | 'sign-up';

type AuthScreenProps = { defaultTab: AuthTabValue };

/**
 * The customer door (/auth, /login, /register): Sign In and Sign Up tabs, the Forgot password link and the partner
 * doors. A signed-in visitor goes to `?redirect=` (same-origin paths only) or home, replacing this page in history
 * — which is also what happens right after signing in here.
 */
export function AuthScreen({ defaultTab }: AuthScreenProps) {
  const t = useT();
  const [params] = useSearchParams();
  const viewer = useViewer();
  const requested = params.get('tab');
  const [tab, setTab] = useState<AuthTabValue>(
    requested === 'sign-up' || requested === 'sign-in' ? requested : defaultTab,
  );
  const target = safeRedirect(params.get('redirect'));

  if (viewer.isPending) return <PageLoader />;
  if (viewer.data)
    return params.get('confirmed') === '1' ? (
      <ConfirmedAndSignedIn to={target} />
    ) : (
      <Navigate to={target} replace />
    );

  const confirmCallbackURL = `/auth?${new URLSearchParams(
    target === '/' ? { confirmed: '1' } : { confirmed: '1', redirect: target },
  )}`;
  const linkError = params.get('error');

  return (
    <div className="mx-auto max-w-md space-y-6">
      <DocumentTitle title={t('auth.screen.title')} />
      <PageHeader title={t('auth.screen.title')} description={t('auth.screen.description')} />
      {params.get('confirmed') === '1' && !linkError ? (
        <Notice tone="success" title={t('auth.screen.confirmed')}>
          <p>{t('auth.screen.confirmedBody')}</p>
        </Notice>
      ) : null}
      {linkError ? (
        <Notice tone="warning" title={t('auth.screen.linkExpired')}>
          <p>{t('auth.screen.linkExpiredBody')}</p>
        </Notice>
      ) : null}
      <Card>
        <CardContent className="p-5">
          <AuthTabs
            label={t('auth.screen.title')}
            value={tab}
            onValueChange={setTab}
            tabs={[
              {
                value: 'sign-in',
                label: t('auth.signIn.submit'),
                content: <SignInForm confirmCallbackURL={confirmCallbackURL} />,
              },
              {
                value: 'sign-up',
                label: t('auth.signUp.submit'),
                content: <SignUpForm callbackURL={confirmCallbackURL} />,
              },
            ]}
          />
        </CardContent>
      </Card>
      <PartnerLoginLinks />
    </div>
  );
}

/**
 * The confirmation link signed the person in (the server does that when the link is opened): say so, and take
 * them back to where they were when they signed up (`?redirect=`), e.g. their cart.
 */
function ConfirmedAndSignedIn({ to }: { to: string }) {
  const t = useT();
  useEffect(() => {
    toast.success(t('auth.screen.confirmed'), {
      id: 'email-confirmed',
      description: t('auth.screen.signedIn'),
    });
  }, [t]);
  return <Navigate to={to} replace />;
}
