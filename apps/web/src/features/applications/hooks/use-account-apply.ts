import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { type FormEvent, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
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
      toast.error(t('auth.form.fillAll'));
      return;
    }
    if (accountValues.password.length < PASSWORD_MIN_LENGTH) {
      toast.error(t('auth.signUp.failed'), {
        description: t('auth.form.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
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
      toast.success(t('auth.form.checkEmail'), { description: t('apply.sentToast', { email }) });
    } catch (error) {
      toast.error(t('auth.signUp.failed'), { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function signInAndApply() {
    const email = accountValues.email.trim();
    if (!email || !accountValues.password) {
      toast.error(t('auth.signIn.missing'));
      return;
    }
    const data = checked();
    if (!data) return;
    setBusy(true);
    try {
      await account.signIn({ email, password: accountValues.password });
    } catch (error) {
      if (isUnverified(error)) savePendingApplication(kind, email, data);
      toast.error(t('auth.signIn.failed'), {
        description: isUnverified(error)
          ? t('apply.unverified', { reason: messageOf(error).replace(/\.$/, '') })
          : messageOf(error),
      });
      setBusy(false);
      return;
    }
    toast.success(t('auth.signIn.welcome'));
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
