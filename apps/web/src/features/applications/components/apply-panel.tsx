import type { Viewer } from '@lekker/core/contracts/accounts';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import type { ApplicationKind } from '../application-input.ts';
import { useAccountApply } from '../hooks/use-account-apply.ts';
import { type ApplicationForm, useApplicationForm } from '../hooks/use-application-form.ts';
import { ApplicationFields } from './application-fields.tsx';
import { SignedOutApply } from './apply-signed-out.tsx';

export type AccountActions = {
  /** Creates the account; its confirmation link leads back to the door with ?apply=1. */
  signUp: (input: { name: string; email: string; password: string }) => Promise<unknown>;
  /** Signs in at the customer door (an applicant has no partner role yet) and returns the fresh viewer. */
  signIn: (input: { email: string; password: string }) => Promise<Viewer>;
  /** A 'Resend confirmation e-mail' control for this address. */
  renderResend?: (email: string) => ReactNode;
};

type ApplyPanelProps = {
  kind: ApplicationKind;
  viewer: Viewer | null;
  account: AccountActions;
  /** The application went out: show the status page. */
  onApplied: () => void;
};

const COPY = {
  driver: {
    title: 'Apply to drive with Lekker Eats',
    intro: 'Deliver in your own time. Tell us what you ride or drive and how to reach you.',
    statusPath: '/driver/status',
  },
  restaurant: {
    title: 'List your restaurant on Lekker Eats',
    intro: 'Reach hungry customers nearby. Tell us about your venue and how to reach you.',
    statusPath: '/restaurant/status',
  },
} as const;

/** Signed in: the application form, or the way to its status when one is already waiting. */
function SignedInApply({
  kind,
  viewer,
  form,
}: {
  kind: ApplicationKind;
  viewer: Viewer;
  form: ApplicationForm;
}) {
  const copy = COPY[kind];
  const { values, errors, onField, checked, send, sending } = form;
  const existing =
    kind === 'driver'
      ? viewer.driver_application
      : viewer.restaurant_applications.find((a) => a.status === 'pending');
  if (existing) {
    return (
      <section aria-labelledby="apply-title" className="space-y-3">
        <h2 id="apply-title" className="text-lg font-semibold">
          {copy.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {kind === 'driver'
            ? 'You have already applied to drive.'
            : 'You have an application waiting for review.'}
        </p>
        <Button asChild>
          <Link to={copy.statusPath}>See your application status</Link>
        </Button>
      </section>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = checked();
    if (data) void send(data);
  };
  return (
    <section aria-labelledby="apply-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="apply-title" className="text-lg font-semibold">
          {copy.title}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ApplicationFields kind={kind} values={values} errors={errors} onChange={onField} />
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? 'Sending…' : 'Send application'}
        </Button>
      </form>
    </section>
  );
}

/**
 * The Apply tab of the driver and restaurant doors. Signed in: the application form. Signed out: create an
 * account and apply (the application waits in this browser until the e-mail is confirmed and the applicant signs
 * in), or 'Already have an account? Sign in and apply'.
 */
export function ApplyPanel({ kind, viewer, account, onApplied }: ApplyPanelProps) {
  const copy = COPY[kind];
  const form = useApplicationForm(kind, viewer, onApplied);
  const apply = useAccountApply(kind, account, form);
  if (viewer) return <SignedInApply kind={kind} viewer={viewer} form={form} />;
  return (
    <section aria-labelledby="apply-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="apply-title" className="text-lg font-semibold">
          {copy.title}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      <SignedOutApply kind={kind} form={form} apply={apply} account={account} />
    </section>
  );
}
