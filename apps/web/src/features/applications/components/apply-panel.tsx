import type { Viewer } from '@lekker/core/contracts/accounts';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
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
    title: 'apply.driver.title',
    intro: 'apply.driver.intro',
    already: 'apply.driver.already',
    statusPath: '/driver/status',
  },
  restaurant: {
    title: 'apply.restaurant.title',
    intro: 'apply.restaurant.intro',
    already: 'apply.restaurant.already',
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
  const t = useT();
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
          {t(copy.title)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(copy.already)}</p>
        <Button asChild>
          <Link to={copy.statusPath}>{t('apply.seeStatus')}</Link>
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
          {t(copy.title)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(copy.intro)}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ApplicationFields kind={kind} values={values} errors={errors} onChange={onField} />
        <Button type="submit" className="w-full" disabled={sending}>
          {sending ? t('apply.sending') : t('apply.send')}
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
  const t = useT();
  const copy = COPY[kind];
  const form = useApplicationForm(kind, viewer, onApplied);
  const apply = useAccountApply(kind, account, form);
  if (viewer) return <SignedInApply kind={kind} viewer={viewer} form={form} />;
  return (
    <section aria-labelledby="apply-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="apply-title" className="text-lg font-semibold">
          {t(copy.title)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(copy.intro)}</p>
      </div>
      <SignedOutApply kind={kind} form={form} apply={apply} account={account} />
    </section>
  );
}
