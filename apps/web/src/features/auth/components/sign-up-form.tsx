import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/lib/toast.ts';
import { errorMessage } from '../api/auth-request.ts';
import { useSignUp } from '../api/sign-up.ts';
import { Notice } from './notice.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { TextField } from './text-field.tsx';

export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

type SignUpFormProps = {
  /** Where the confirmation link lands. */
  callbackURL: string;
};

const EMPTY = { name: '', email: '', password: '' };

/** Full name, e-mail and password; success e-mails a confirmation link and clears the form (docs/product.md#auth-screen, docs/product.md#validation). */
export function SignUpForm({ callbackURL }: SignUpFormProps) {
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
      toast.error('Please fill in all fields');
      return;
    }
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      toast.error('Sign up failed', { description: PASSWORD_TOO_SHORT });
      return;
    }
    signUp.mutate(
      { name, email, password: values.password, callbackURL },
      {
        onSuccess: () => {
          toast.success('Check your email!', {
            description: `We sent a confirmation link to ${email}. Open it to sign in and come back here.`,
          });
          setValues(EMPTY);
          setSentTo(email);
        },
        onError: (error) => toast.error('Sign up failed', { description: errorMessage(error) }),
      },
    );
  }

  return (
    <div className="space-y-4">
      {sentTo ? (
        <Notice tone="success" title="Check your email!">
          <p>We sent a confirmation link to {sentTo}. Open it to sign in and come back here.</p>
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={set('email')}
        />
        <TextField
          label="Password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          value={values.password}
          onChange={set('password')}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating your account…' : 'Sign Up'}
        </Button>
      </form>
      <div className="text-center">
        <ResendConfirmation email={sentTo ?? undefined} callbackURL={callbackURL} />
      </div>
    </div>
  );
}
