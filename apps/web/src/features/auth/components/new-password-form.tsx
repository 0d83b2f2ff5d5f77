import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { isInvalidTokenError, useResetPassword } from '../api/reset-password.ts';
import { Notice } from './notice.tsx';
import { PASSWORD_RULE, PASSWORD_TOO_SHORT } from './sign-up-form.tsx';
import { TextField } from './text-field.tsx';

type NewPasswordFormProps = { token: string; onDone: () => void };

/** The link from the reset e-mail: choose a new password (twice); every old session ends. */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [expired, setExpired] = useState(false);

  if (expired) return <ExpiredLinkNotice />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password || !confirm) {
      toast.error('Please fill in all fields');
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) next.password = PASSWORD_TOO_SHORT;
    else if (password !== confirm) next.confirm = 'The passwords do not match';
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success('Password changed', { description: 'Sign in with your new password.' });
          onDone();
        },
        onError: (error) => {
          if (isInvalidTokenError(error)) setExpired(true);
          else toast.error('Could not change your password', { description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        error={errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        error={errors.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving…' : 'Save new password'}
      </Button>
    </form>
  );
}

/** An unusable reset link (expired, used or mangled), with the way to get a new one. */
export function ExpiredLinkNotice() {
  return (
    <Notice tone="warning" title="This reset link has expired or is not valid">
      <p>Reset links work once, for one hour. Ask for a new one and use the latest e-mail.</p>
      <p>
        <Link to="/reset-password" className="font-semibold text-primary underline underline-offset-4">
          Request a new link
        </Link>
      </p>
    </Notice>
  );
}
