import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

type ResendConfirmationProps = {
  /** The address to resend to; without it the visitor types one in. */
  email?: string;
  /** Where the new confirmation link lands. */
  callbackURL?: string;
};

/** 'Resend confirmation e-mail': a link-style button, opening a one-field form when the address is unknown. */
export function ResendConfirmation({ email, callbackURL }: ResendConfirmationProps) {
  const t = useT();
  const id = useId();
  const resend = useResendConfirmation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  function send(address: string) {
    const to = address.trim();
    if (!to) {
      toast.error(t('auth.form.enterEmail'));
      return;
    }
    resend.mutate(
      { email: to, callbackURL },
      {
        onSuccess: () => {
          toast.success(t('auth.form.checkEmail'), { description: t('auth.resend.sent', { email: to }) });
          setOpen(false);
        },
        onError: (error) =>
          toast.error(t('auth.form.couldNotSendEmail'), { description: errorMessage(error) }),
      },
    );
  }

  if (email) {
    return (
      <Button
        variant="link"
        size="sm"
        className="h-auto"
        disabled={resend.isPending}
        onClick={() => send(email)}
      >
        {resend.isPending ? t('auth.form.sending') : t('auth.resend.button')}
      </Button>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    send(typed);
  }

  return (
    <div className="space-y-2">
      <Button
        variant="link"
        size="sm"
        className="h-auto"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((v) => !v)}
      >
        {t('auth.resend.button')}
      </Button>
      {open ? (
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            {t('auth.resend.emailLabel')}
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder={t('auth.form.emailPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={resend.isPending}>
            {resend.isPending ? t('auth.form.sending') : t('auth.resend.send')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
