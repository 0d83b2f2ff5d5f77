import type { AppRole } from '@lekker/core/roles';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Viewer } from '@/api/viewer.ts';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { resendConfirmation } from '../api/resend-confirmation.ts';
import { useSignIn } from '../api/sign-in.ts';
import { writePreferredRole } from '../storage.ts';
import { Notice } from './notice.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { TextField } from './text-field.tsx';

export const isEmailNotVerified = (error: unknown) =>
  error instanceof ApiError && (error.code === 'email_not_verified' || /not verified/i.test(error.message));

type SignInFormProps = {
  /** The door's role; absent at the customer door. */
  door?: AppRole;
  /** Decide the door per e-mail at submit time (e.g. an applicant coming back signs in as a customer). */
  doorFor?: (email: string) => AppRole | undefined;
  /** Called after 'Welcome back!' with the fresh viewer and the door that was used. */
  onSignedIn?: (viewer: Viewer, role: AppRole | undefined) => void;
  /** Where a resent confirmation link should land. */
  confirmCallbackURL?: string;
  submitLabel?: string;
};

/** E-mail and password sign-in with the toasts of docs/product.md#validation and docs/product.md#errors. */
export function SignInForm({
  door: doorRole,
  doorFor,
  onSignedIn,
  confirmCallbackURL,
  submitLabel = 'Sign In',
}: SignInFormProps) {
  const signIn = useSignIn(doorRole);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) {
      toast.error('Please enter your email and password');
      return;
    }
    const door = doorFor ? doorFor(address) : doorRole;
    setUnverifiedEmail(null);
    signIn.mutate(
      { email: address, password, role: door ?? null },
      {
        onSuccess: (viewer) => {
          if (door) writePreferredRole(door);
          setPassword('');
          toast.success('Welcome back!');
          onSignedIn?.(viewer, door);
        },
        onError: (error) => {
          const unverified = isEmailNotVerified(error);
          if (unverified) setUnverifiedEmail(address);
          toast.error('Sign in failed', {
            description: errorMessage(error),
            action: unverified
              ? {
                  label: 'Resend confirmation e-mail',
                  onClick: () => {
                    resendConfirmation({ email: address, callbackURL: confirmCallbackURL }).then(
                      () =>
                        toast.success('Check your email!', {
                          description: `We sent a new link to ${address}.`,
                        }),
                      (resendError) =>
                        toast.error('Could not send the e-mail', { description: errorMessage(resendError) }),
                    );
                  },
                }
              : undefined,
          });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <Link
          to="/reset-password"
          className="text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      {unverifiedEmail ? (
        <Notice tone="warning" title="Please confirm your e-mail first">
          <p>We sent a new confirmation link to {unverifiedEmail}. Opening it signs you in.</p>
          <ResendConfirmation email={unverifiedEmail} callbackURL={confirmCallbackURL} />
        </Notice>
      ) : null}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in…' : submitLabel}
      </Button>
    </form>
  );
}
