import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import type { ApplicationKind } from '../application-input.ts';
import type { AccountActions } from '../components/apply-panel.tsx';
import { savePendingApplication } from '../pending-application.ts';
import { type ApplicationForm, messageOf } from './use-application-form.ts';

type AccountValues = { name: string; email: string; password: string };
const EMPTY_ACCOUNT: AccountValues = { name: '', email: '', password: '' };

const isUnverified = (error: unknown) =>
  error instanceof ApiError && (error.code === 'email_not_verified' || /not verified/i.test(error.message));

/**
 * Signed out: create an account and apply (the application waits in this browser until the e-mail is confirmed
 * and the applicant signs in), or sign in to an existing account and apply.
 */
export function useAccountApply(kind: ApplicationKind, account: AccountActions, form: ApplicationForm) {
  const { checked, send } = form;
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [accountValues, setAccountValues] = useState<AccountValues>(EMPTY_ACCOUNT);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const setAccount = (field: keyof AccountValues) => (event: { target: { value: string } }) =>
    setAccountValues((v) => ({ ...v, [field]: event.target.value }));

  async function createAndApply() {
    const name = accountValues.name.trim();
    const email = accountValues.email.trim();
    if (!name || !email || !accountValues.password) {
      toast.error('Please fill in all fields');
      return;
    }
    if (accountValues.password.length < PASSWORD_MIN_LENGTH) {
      toast.error('Sign up failed', {
        description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
      });
      return;
    }
    const data = checked();
    if (!data) return;
    setBusy(true);
    try {
      await account.signUp({ name, email, password: accountValues.password });
      savePendingApplication(kind, email, data);
      setSentTo(email);
      setAccountValues(EMPTY_ACCOUNT);
      toast.success('Check your email!', {
        description: `We sent a confirmation link to ${email}. Confirm your e-mail, then sign in here: your application goes out as soon as you do.`,
      });
    } catch (error) {
      toast.error('Sign up failed', { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function signInAndApply() {
    const email = accountValues.email.trim();
    if (!email || !accountValues.password) {
      toast.error('Please enter your email and password');
      return;
    }
    const data = checked();
    if (!data) return;
    setBusy(true);
    try {
      await account.signIn({ email, password: accountValues.password });
    } catch (error) {
      if (isUnverified(error)) savePendingApplication(kind, email, data);
      toast.error('Sign in failed', {
        description: isUnverified(error)
          ? `${messageOf(error)}. We sent you a new confirmation link: open it, then sign in here and your application goes out.`
          : messageOf(error),
      });
      setBusy(false);
      return;
    }
    toast.success('Welcome back!');
    await send(data);
    setBusy(false);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (mode === 'new' ? createAndApply() : signInAndApply());
  };

  return { mode, setMode, accountValues, setAccount, busy, sentTo, onSubmit };
}
export type AccountApply = ReturnType<typeof useAccountApply>;
