import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { useSignUp } from '../api/sign-up.ts';
import { Notice } from './notice.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { TextField } from './text-field.tsx';

type SignUpFormProps = {
  /** Where the confirmation link lands. */
  callbackURL: string;
};

const EMPTY = { name: '', email: '', password: '' };

/** Full name, e-mail and password; success e-mails a confirmation link and clears the form (docs/product.md#auth-screen, docs/product.md#validation). */
export function SignUpForm({ callbackURL }: SignUpFormProps) {
  const t = useT();
  const signUp = useSignUp();
  const [values, setValues] = useState(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = values.name.trim();
    const email = values.email.trim();
    if (!name || !email || !values.password) {
      toast.error(t('auth.form.fillAll'));
      return;
    }
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('auth.signUp.failed'), {
        description: t('auth.form.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
      });
      return;
    }
    signUp.mutate(
      { name, email, password: values.password, callbackURL },
      {
        onSuccess: () => {
          toast.success(t('auth.form.checkEmail'), { description: t('auth.signUp.sent', { email }) });
          setValues(EMPTY);
          setSentTo(email);
        },
        onError: (error) => toast.error(t('auth.signUp.failed'), { description: errorMessage(error) }),
      },
    );
  }

  return (
    <div className="space-y-4">
      {sentTo ? (
        <Notice tone="success" title={t('auth.form.checkEmail')}>
          <p>{t('auth.signUp.sent', { email: sentTo })}</p>
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('auth.form.fullName')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          label={t('auth.form.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.form.emailPlaceholder')}
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          label={t('auth.form.password')}
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={t('auth.form.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          value={values.password}
          onChange={set('password')}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? t('auth.signUp.pending') : t('auth.signUp.submit')}
        </Button>
      </form>
      <div className="text-center">
        <ResendConfirmation email={sentTo ?? undefined} callbackURL={callbackURL} />
      </div>
    </div>
  );
}
