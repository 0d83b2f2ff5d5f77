import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { isInvalidTokenError, useResetPassword } from '../api/reset-password.ts';
import { Notice } from './notice.tsx';
import { TextField } from './text-field.tsx';

type NewPasswordFormProps = { token: string; onDone: () => void };

/** The link from the reset e-mail: choose a new password (twice); every old session ends. */
export function NewPasswordForm({ token, onDone }: NewPasswordFormProps) {
  const t = useT();
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
      toast.error(t('auth.form.fillAll'));
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH)
      next.password = t('auth.form.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
    else if (password !== confirm) next.confirm = t('auth.reset.mismatch');
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          toast.success(t('auth.reset.changed'), { description: t('auth.reset.changedBody') });
          onDone();
        },
        onError: (error) => {
          if (isInvalidTokenError(error)) setExpired(true);
          else toast.error(t('auth.reset.couldNotChange'), { description: errorMessage(error) });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth.reset.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={t('auth.form.passwordRule', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('auth.reset.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        error={errors.confirm}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t('auth.reset.saving') : t('auth.reset.save')}
      </Button>
    </form>
  );
}

/** An unusable reset link (expired, used or mangled), with the way to get a new one. */
export function ExpiredLinkNotice() {
  const t = useT();
  return (
    <Notice tone="warning" title={t('auth.reset.expired')}>
      <p>{t('auth.reset.expiredBody')}</p>
      <p>
        <Link to="/reset-password" className="font-semibold text-primary underline underline-offset-4">
          {t('auth.reset.requestNew')}
        </Link>
      </p>
    </Notice>
  );
}
