import { PASSWORD_MIN_LENGTH } from '@lekker/core/constants';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { ApplicationKind } from '../application-input.ts';
import type { AccountApply } from '../hooks/use-account-apply.ts';
import type { ApplicationForm } from '../hooks/use-application-form.ts';
import { ApplicationFields } from './application-fields.tsx';
import type { AccountActions } from './apply-panel.tsx';

type SignedOutApplyProps = {
  kind: ApplicationKind;
  form: ApplicationForm;
  apply: AccountApply;
  account: AccountActions;
};

/** Signed out: the account (new, or an existing one to sign in to), the application, and the switch between. */
export function SignedOutApply({ kind, form, apply, account }: SignedOutApplyProps) {
  const t = useT();
  const { values, errors, onField } = form;
  const { mode, setMode, accountValues, setAccount, busy, sentTo, onSubmit } = apply;
  return (
    <>
      {sentTo ? (
        <div
          role="status"
          className="space-y-2 rounded-xl border border-green-200 bg-green-50 p-3.5 text-sm text-green-900"
        >
          <p className="font-semibold">{t('auth.form.checkEmail')}</p>
          <p>{t('apply.sentTo', { email: sentTo })}</p>
          {account.renderResend?.(sentTo)}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold">
            {mode === 'new' ? t('apply.account.new') : t('apply.account.existing')}
          </legend>
          {mode === 'new' ? (
            <FormField label={t('auth.form.fullName')}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  value={accountValues.name}
                  onChange={setAccount('name')}
                />
              )}
            </FormField>
          ) : null}
          <FormField label={t('auth.form.email')}>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t('auth.form.emailPlaceholder')}
                value={accountValues.email}
                onChange={setAccount('email')}
              />
            )}
          </FormField>
          <FormField
            label={t('auth.form.password')}
            hint={mode === 'new' ? t('auth.form.passwordRule', { min: PASSWORD_MIN_LENGTH }) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                name="password"
                autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
                value={accountValues.password}
                onChange={setAccount('password')}
              />
            )}
          </FormField>
        </fieldset>
        <fieldset className="space-y-4 border-t pt-4">
          <legend className="sr-only">{t('apply.application')}</legend>
          <ApplicationFields kind={kind} values={values} errors={errors} onChange={onField} />
        </fieldset>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('apply.wait') : mode === 'new' ? t('apply.createAndApply') : t('apply.signInAndApply')}
        </Button>
      </form>
      <p className="text-center text-sm">
        {mode === 'new' ? (
          <button
            type="button"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => setMode('existing')}
          >
            {t('apply.haveAccount')}
          </button>
        ) : (
          <button
            type="button"
            className="font-semibold text-primary underline-offset-4 hover:underline"
            onClick={() => setMode('new')}
          >
            {t('apply.newHere')}
          </button>
        )}
      </p>
    </>
  );
}
