import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { useRequestReset } from '../api/request-reset.ts';
import { Notice } from './notice.tsx';
import { TextField } from './text-field.tsx';

/** Ask for a reset link; the answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const t = useT();
  const request = useRequestReset();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast.error(t('auth.form.enterEmail'));
      return;
    }
    request.mutate(address, {
      onSuccess: () => setSent(true),
      onError: (error) => toast.error(t('auth.reset.couldNotSend'), { description: errorMessage(error) }),
    });
  }

  if (sent) {
    return (
      <div className="space-y-4">
        <Notice tone="success" title={t('auth.form.checkEmail')}>
          <p>{t('auth.reset.requested')}</p>
          <p>{t('auth.reset.linkHour')}</p>
        </Notice>
        <Button variant="outline" onClick={() => setSent(false)}>
          {t('auth.reset.sendAnother')}
        </Button>
      </div>
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
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? t('auth.form.sending') : t('auth.reset.send')}
      </Button>
    </form>
  );
}
