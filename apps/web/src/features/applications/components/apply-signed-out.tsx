import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { ApplicationKind } from '../application-input.ts';
import type { AccountApply } from '../hooks/use-account-apply.ts';
import type { ApplicationForm } from '../hooks/use-application-form.ts';
import { ApplicationFields } from './application-fields.tsx';
import type { AccountActions } from './apply-panel.tsx';

type SignedOutApplyProps = {
  kind: ApplicationKind;
  form: ApplicationForm;
  apply: AccountApply;
  account: AccountActions;
};

/** Signed out: the account (new, or an existing one to sign in to), the application, and the switch between. */
export function SignedOutApply({ kind, form, apply, account }: SignedOutApplyProps) {
  const { values, errors, onField } = form;
  const { mode, setMode, accountValues, setAccount, busy, sentTo, onSubmit } = apply;
  return (
    <>
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
    </>
  );
}
