import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import type { Viewer } from '@lekker/core/contracts/accounts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useSubmitApplication } from '@/api/applications.ts';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import {
  type ApplicationInput,
  type ApplicationKind,
  type ApplicationValues,
  checkApplication,
  EMPTY_APPLICATION,
  type FieldErrors,
} from '../application-input.ts';
import { APPLICATION_SENT } from '../hooks/use-pending-application.ts';
import { savePendingApplication } from '../pending-application.ts';
import { ApplicationFields } from './application-fields.tsx';

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

type AccountValues = { name: string; email: string; password: string };
const EMPTY_ACCOUNT: AccountValues = { name: '', email: '', password: '' };

const isUnverified = (error: unknown) =>
  error instanceof ApiError && (error.code === 'email_not_verified' || /not verified/i.test(error.message));
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/**
 * The Apply tab of the driver and restaurant doors. Signed in: the application form. Signed out: create an
 * account and apply (the application waits in this browser until the e-mail is confirmed and the applicant signs
 * in), or 'Already have an account? Sign in and apply'.
 */
export function ApplyPanel({ kind, viewer, account, onApplied }: ApplyPanelProps) {
  const copy = COPY[kind];
  const submit = useSubmitApplication();
  const [values, setValues] = useState<ApplicationValues>({
    ...EMPTY_APPLICATION,
    phone: viewer?.profile?.phone ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [accountValues, setAccountValues] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onField = (field: keyof ApplicationValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const setAccount = (field: keyof AccountValues) => (event: { target: { value: string } }) =>
    setAccountValues((v) => ({ ...v, [field]: event.target.value }));

  /** Checks the application fields; shows what is wrong next to each field. */
  function checked(): ApplicationInput | null {
    const result = checkApplication(kind, values);
    if (result.ok) return result.data;
    setErrors(result.errors);
    toast.error('Please check your application', { description: Object.values(result.errors)[0] });
    return null;
  }

  async function send(data: ApplicationInput) {
    try {
      await submit.mutateAsync({ kind, data });
      toast.success('Application sent', { description: APPLICATION_SENT });
      onApplied();
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors);
      if (error instanceof ApiError && error.status === 409) {
        toast.info(error.message);
        onApplied();
        return;
      }
      toast.error('Could not send your application', { description: messageOf(error) });
    }
  }

  // ── Signed in ──────────────────────────────────────────────────────────────────────────────────────
  if (viewer) {
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
          <Button type="submit" className="w-full" disabled={submit.isPending}>
            {submit.isPending ? 'Sending…' : 'Send application'}
          </Button>
        </form>
      </section>
    );
  }

  // ── Signed out ─────────────────────────────────────────────────────────────────────────────────────
  async function createAndApply() {
    const name = accountValues.name.trim();
    const email = accountValues.email.trim();
    if (!name || !email || !accountValues.password) {
      toast.error('Please fill in all fields');
      return;
    }
    if (accountValues.password.length < PASSWORD_MIN_LENGTH) {
      toast.error('Sign up failed', {
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      });
      return;
    }
    const data = checked();
    if (!data) return;
    setBusy(true);
    try {
      await account.signUp({ name, email, password: accountValues.password });
      savePendingApplication(kind, email, data);
      setSentTo(email);
      setAccountValues(EMPTY_ACCOUNT);
      toast.success('Check your email!', {
        description: `We sent a confirmation link to ${email}. Confirm your e-mail, then sign in here: your application goes out as soon as you do.`,
      });
    } catch (error) {
      toast.error('Sign up failed', { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function signInAndApply() {
    const email = accountValues.email.trim();
    if (!email || !accountValues.password) {
      toast.error('Please enter your email and password');
      return;
    }
    const data = checked();
    if (!data) return;
    setBusy(true);
    try {
      await account.signIn({ email, password: accountValues.password });
    } catch (error) {
      if (isUnverified(error)) savePendingApplication(kind, email, data);
      toast.error('Sign in failed', {
        description: isUnverified(error)
          ? `${messageOf(error)}. We sent you a new confirmation link: open it, then sign in here and your application goes out.`
          : messageOf(error),
      });
      setBusy(false);
      return;
    }
    toast.success('Welcome back!');
    await send(data);
    setBusy(false);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (mode === 'new' ? createAndApply() : signInAndApply());
  };

  return (
    <section aria-labelledby="apply-title" className="space-y-4">
      <div className="space-y-1">
        <h2 id="apply-title" className="text-lg font-semibold">
          {copy.title}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      {sentTo ? (
        <div
          role="status"
          className="space-y-2 rounded-xl border border-green-200 bg-green-50 p-3.5 text-sm text-green-900"
        >
          <p className="font-semibold">Check your email!</p>
          <p>
            We sent a confirmation link to {sentTo}. Open it in this browser: it signs you in and we'll send
            your application right away.
          </p>
          {account.renderResend?.(sentTo)}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold">
            {mode === 'new' ? 'Your account' : 'Sign in to your account'}
          </legend>
          {mode === 'new' ? (
            <FormField label="Full name">
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  value={accountValues.name}
                  onChange={setAccount('name')}
                />
              )}
            </FormField>
          ) : null}
          <FormField label="Email">
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder="you@example.com"
                value={accountValues.email}
                onChange={setAccount('email')}
              />
            )}
          </FormField>
          <FormField
            label="Password"
            hint={mode === 'new' ? `At least ${PASSWORD_MIN_LENGTH} characters` : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                name="password"
                autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
                value={accountValues.password}
                onChange={setAccount('password')}
              />
            )}
          </FormField>
        </fieldset>
        <fieldset className="space-y-4 border-t pt-4">
          <legend className="sr-only">Your application</legend>
          <ApplicationFields kind={kind} values={values} errors={errors} onChange={onField} />
        </fieldset>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? 'Please wait…' : mode === 'new' ? 'Create account and apply' : 'Sign in and apply'}
        </Button>
      </form>
      <p className="text-center text-sm">
        {mode === 'new' ? (
          <button
            type="button"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => setMode('existing')}
          >
            Already have an account? Sign in and apply
          </button>
        ) : (
          <button
            type="button"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => setMode('new')}
          >
            New to Lekker Eats? Create an account and apply
          </button>
        )}
      </p>
    </section>
  );
}
