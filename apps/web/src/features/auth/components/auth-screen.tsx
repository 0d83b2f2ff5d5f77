import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useViewer } from '@/api/viewer.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { PartnerLoginLinks } from '@/components/partner-login-links.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
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
      <DocumentTitle title="Sign in or sign up" />
      <PageHeader
        title="Sign in or sign up"
        description="Sign in to check out, pay and follow your orders — or create your account in a minute."
      />
      {params.get('confirmed') === '1' && !linkError ? (
        <Notice tone="success" title="Your e-mail is confirmed">
          <p>Sign in to start ordering.</p>
        </Notice>
      ) : null}
      {linkError ? (
        <Notice tone="warning" title="That confirmation link has expired or is not valid">
          <p>
            Sign in and we'll e-mail you a new link, or use 'Resend confirmation e-mail' on the Sign Up tab.
          </p>
        </Notice>
      ) : null}
      <Card>
        <CardContent className="p-5">
          <AuthTabs
            label="Sign in or sign up"
            value={tab}
            onValueChange={setTab}
            tabs={[
              {
                value: 'sign-in',
                label: 'Sign In',
                content: <SignInForm confirmCallbackURL={confirmCallbackURL} />,
              },
              {
                value: 'sign-up',
                label: 'Sign Up',
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
  useEffect(() => {
    toast.success('Your e-mail is confirmed', { id: 'email-confirmed', description: "You're signed in." });
  }, []);
  return <Navigate to={to} replace />;
}
