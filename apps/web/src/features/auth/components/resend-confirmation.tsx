import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
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
  const id = useId();
  const resend = useResendConfirmation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  function send(address: string) {
    const to = address.trim();
    if (!to) {
      toast.error('Please enter your email');
      return;
    }
    resend.mutate(
      { email: to, callbackURL },
      {
        onSuccess: () => {
          toast.success('Check your email!', {
            description: `If ${to} is waiting to be confirmed, a new confirmation link is on its way.`,
          });
          setOpen(false);
        },
        onError: (error) => toast.error('Could not send the e-mail', { description: errorMessage(error) }),
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
        {resend.isPending ? 'Sending…' : 'Resend confirmation e-mail'}
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
        Resend confirmation e-mail
      </Button>
      {open ? (
        <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email for the confirmation link
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={resend.isPending}>
            {resend.isPending ? 'Sending…' : 'Send link'}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
