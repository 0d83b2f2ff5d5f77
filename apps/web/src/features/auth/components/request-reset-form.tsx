import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { useRequestReset } from '../api/request-reset.ts';
import { Notice } from './notice.tsx';
import { TextField } from './text-field.tsx';

export const RESET_REQUESTED = 'If an account exists for that e-mail, we sent a link to reset your password.';

/** Ask for a reset link; the answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const request = useRequestReset();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast.error('Please enter your email');
      return;
    }
    request.mutate(address, {
      onSuccess: () => setSent(true),
      onError: (error) => toast.error('Could not send the reset link', { description: errorMessage(error) }),
    });
  }

  if (sent) {
    return (
      <div className="space-y-4">
        <Notice tone="success" title="Check your email!">
          <p>{RESET_REQUESTED}</p>
          <p>
            The link works for one hour. Check your spam folder if it doesn't arrive within a few minutes.
          </p>
        </Notice>
        <Button variant="outline" onClick={() => setSent(false)}>
          Send another link
        </Button>
      </div>
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
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending…' : 'Send reset link'}
      </Button>
    </form>
  );
}
