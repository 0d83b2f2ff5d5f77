// The driver and restaurant doors (/driver/login, /restaurant/login): Sign In and Apply tabs. This page module
// composes the auth feature (sign-in, sign-up, viewer) with the applications feature (forms, pending application).
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useViewer, type Viewer } from '@/api/viewer.ts';
import { AreaPage } from '@/components/layout/area-page.tsx';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import type { ApplicationKind } from '@/features/applications/application-input.ts';
import { ApplyPanel } from '@/features/applications/components/apply-panel.tsx';
import { usePendingApplication } from '@/features/applications/hooks/use-pending-application.ts';
import { areaFor, hasPartnerStanding } from '@/features/auth/access.ts';
import { useSignIn } from '@/features/auth/api/sign-in.ts';
import { useSignUp } from '@/features/auth/api/sign-up.ts';
import { AuthTabs } from '@/features/auth/components/auth-tabs.tsx';
import { Notice } from '@/features/auth/components/notice.tsx';
import { ResendConfirmation } from '@/features/auth/components/resend-confirmation.tsx';
import { SignInForm } from '@/features/auth/components/sign-in-form.tsx';
import { SignedInNotice } from '@/features/auth/components/signed-in-notice.tsx';
import { safeRedirect } from '@/features/auth/redirect.ts';
import { useT } from '@/lib/i18n/use-t.ts';

type DoorTab = 'sign-in' | 'apply';

const DOOR = {
  driver: {
    path: '/driver/login',
    status: '/driver/status',
    applyLabel: 'door.driver.apply',
    continueTo: 'door.driver.continueTo',
    notRegistered: 'door.driver.notRegistered',
  },
  restaurant: {
    path: '/restaurant/login',
    status: '/restaurant/status',
    applyLabel: 'door.restaurant.apply',
    continueTo: 'door.restaurant.continueTo',
    notRegistered: 'door.restaurant.notRegistered',
  },
} as const;

type PartnerDoorPageProps = { kind: ApplicationKind; title: string; description: string };

/**
 * Sign In posts the door's role (an account without it is refused and stays signed out). Apply: signed-in people
 * send the application; newcomers create an account, and the application waits in this browser until they confirm
 * the e-mail (the link returns here with ?apply=1) and sign in — then it goes out by itself.
 */
export function PartnerDoorPage({ kind, title, description }: PartnerDoorPageProps) {
  const t = useT();
  const door = DOOR[kind];
  const confirmCallbackURL = `${door.path}?apply=1`;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const me = viewer.data ?? null;
  const signUp = useSignUp();
  const signIn = useSignIn();
  const returningApplicant = params.get('apply') === '1';
  const linkError = params.get('error');
  const tab: DoorTab = params.get('tab') === 'apply' ? 'apply' : 'sign-in';

  const pending = usePendingApplication(kind, me?.user.email, {
    onSubmitted: () => navigate(door.status, { replace: true }),
  });
  const sendingPending = Boolean(pending && me && pending.email === me.user.email.toLowerCase());

  function setTab(next: DoorTab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'apply') updated.set('tab', 'apply');
        else updated.delete('tab');
        return updated;
      },
      { replace: true },
    );
  }

  /** An applicant (coming back from the confirmation link, or with an application waiting) has no role yet. */
  const doorFor = (email: string) =>
    returningApplicant || pending?.email === email.trim().toLowerCase() ? undefined : kind;

  function onSignedIn(signedIn: Viewer, role: string | undefined) {
    if (!role) {
      // The waiting application goes out by itself (usePendingApplication), then the status page opens.
      if (pending && pending.email === signedIn.user.email.toLowerCase()) return;
      if (hasPartnerStanding(kind, signedIn)) navigate(areaFor(kind, signedIn), { replace: true });
      else setTab('apply');
      return;
    }
    navigate(safeRedirect(params.get('redirect'), areaFor(kind, signedIn)), { replace: true });
  }

  let signInPanel: ReactNode;
  if (viewer.isPending) signInPanel = <PageLoader />;
  else if (me) {
    const standing = hasPartnerStanding(kind, me);
    signInPanel = (
      <SignedInNotice
        viewer={me}
        action={
          standing ? (
            <Button asChild>
              <Link to={areaFor(kind, me)}>{t('door.continue')}</Link>
            </Button>
          ) : (
            <Button onClick={() => setTab('apply')}>{t(door.applyLabel)}</Button>
          )
        }
      >
        {standing ? t(door.continueTo) : t(door.notRegistered)}
      </SignedInNotice>
    );
  } else {
    signInPanel = (
      <div className="space-y-4">
        {linkError ? (
          <Notice tone="warning" title={t('auth.screen.linkExpired')}>
            <p>{t('door.linkExpiredBody')}</p>
          </Notice>
        ) : returningApplicant ? (
          <Notice tone="success" title={t('auth.screen.confirmed')}>
            <p>{pending ? t('door.confirmedPending') : t('door.confirmedFill')}</p>
          </Notice>
        ) : pending ? (
          <Notice title={t('door.waiting')}>
            <p>{t('door.waitingBody', { email: pending.email })}</p>
          </Notice>
        ) : null}
        <SignInForm
          door={kind}
          doorFor={doorFor}
          onSignedIn={onSignedIn}
          confirmCallbackURL={confirmCallbackURL}
        />
      </div>
    );
  }

  return (
    <AreaPage
      title={title}
      description={description}
      links={[{ to: door.status, label: t('door.statusLink') }]}
    >
      <Card className="max-w-lg">
        <CardContent className="p-5">
          {sendingPending ? (
            <PageLoader />
          ) : (
            <AuthTabs
              label={title}
              value={tab}
              onValueChange={setTab}
              tabs={[
                { value: 'sign-in', label: t('auth.signIn.submit'), content: signInPanel },
                {
                  value: 'apply',
                  label: t('door.applyTab'),
                  content: viewer.isPending ? (
                    <PageLoader />
                  ) : (
                    <ApplyPanel
                      kind={kind}
                      viewer={me}
                      onApplied={() => navigate(door.status)}
                      account={{
                        signUp: (input) => signUp.mutateAsync({ ...input, callbackURL: confirmCallbackURL }),
                        signIn: (input) => signIn.mutateAsync({ ...input, role: null }),
                        renderResend: (email) => (
                          <ResendConfirmation email={email} callbackURL={confirmCallbackURL} />
                        ),
                      }}
                    />
                  ),
                },
              ]}
            />
          )}
        </CardContent>
      </Card>
    </AreaPage>
  );
}
