import type { AppRole } from '@lekker/core/roles';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Viewer } from '@/api/viewer.ts';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/use-t.ts';
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
  submitLabel,
}: SignInFormProps) {
  const t = useT();
  const signIn = useSignIn(doorRole);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || !password) {
      toast.error(t('auth.signIn.missing'));
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
          toast.success(t('auth.signIn.welcome'));
          onSignedIn?.(viewer, door);
        },
        onError: (error) => {
          const unverified = isEmailNotVerified(error);
          if (unverified) setUnverifiedEmail(address);
          toast.error(t('auth.signIn.failed'), {
            description: errorMessage(error),
            action: unverified
              ? {
                  label: t('auth.resend.button'),
                  onClick: () => {
                    resendConfirmation({ email: address, callbackURL: confirmCallbackURL }).then(
                      () =>
                        toast.success(t('auth.form.checkEmail'), {
                          description: t('auth.signIn.newLinkSent', { email: address }),
                        }),
                      (resendError) =>
                        toast.error(t('auth.form.couldNotSendEmail'), {
                          description: errorMessage(resendError),
                        }),
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
        label={t('auth.form.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.form.emailPlaceholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('auth.form.password')}
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
          {t('auth.signIn.forgot')}
        </Link>
      </div>
      {unverifiedEmail ? (
        <Notice tone="warning" title={t('auth.signIn.confirmFirst')}>
          <p>{t('auth.signIn.confirmFirstBody', { email: unverifiedEmail })}</p>
          <ResendConfirmation email={unverifiedEmail} callbackURL={confirmCallbackURL} />
        </Notice>
      ) : null}
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? t('auth.signIn.pending') : (submitLabel ?? t('auth.signIn.submit'))}
      </Button>
    </form>
  );
}
