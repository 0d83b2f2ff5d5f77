import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  type BankAccountType,
  type BankDetailsInput,
  BankDetailsInputSchema,
  maskAccountNumber,
  SA_BANKS,
} from '@lekker/core/contracts/bank-details';
import { useState } from 'react';
import { type BankDetails, type BankDetailsOwner, useBankDetails } from '@/api/bank-details.ts';
import { FormField, selectClass } from '@/components/form-field.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { applyServerError, fieldErrors, useZodForm } from '@/lib/forms/use-zod-form.ts';

type Draft = {
  account_holder: string;
  bank_name: string;
  branch_code: string;
  account_number: string;
  account_type: BankAccountType | '';
};
const EMPTY: Draft = {
  account_holder: '',
  bank_name: '',
  branch_code: '',
  account_number: '',
  account_type: '',
};
const OTHER = 'Other bank';
const LABELS = {
  account_holder: 'Account holder',
  bank_name: 'Bank',
  branch_code: 'Branch code',
  account_number: 'Account number',
  account_type: 'Account type',
};

const draftOf = (d: BankDetails | null): Draft =>
  d
    ? {
        account_holder: d.account_holder,
        bank_name: d.bank_name,
        branch_code: d.branch_code,
        account_number: d.account_number,
        account_type: d.account_type,
      }
    : EMPTY;

/**
 * Where payouts are paid: the account on file (number masked) and a form to enter or change it. Used by a venue's
 * members (portal settings) and by drivers (driver app). The branch code fills itself for the big banks (their
 * universal codes); the same rules as the server check the fields before sending.
 */
export function BankDetailsForm({ owner, who }: { owner: BankDetailsOwner; who: string }) {
  const { query, save } = useBankDetails(owner);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Bank details for payouts</CardTitle>
        <CardDescription>
          Where Lekker Eats pays {who} every week. Changes are logged; the marketplace team sees them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          loadingLabel="Loading your bank details"
          errorText="We could not load your bank details."
        >
          {(d) => <Editor key={d.bank_details?.updated_at ?? 'none'} current={d.bank_details} save={save} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function Editor({
  current,
  save,
}: {
  current: BankDetails | null;
  save: ReturnType<typeof useBankDetails>['save'];
}) {
  const [editing, setEditing] = useState(current === null);
  const form = useZodForm<Draft, BankDetailsInput>(BankDetailsInputSchema as never, {
    defaultValues: draftOf(current),
    labels: LABELS,
  });
  const draft = form.watch();
  const [bankChoice, setBankChoice] = useState(() => {
    const known = SA_BANKS.find((b) => b.name === draft.bank_name);
    return known ? known.name : draft.bank_name ? OTHER : '';
  });
  const errors = fieldErrors(form.formState.errors);
  const fieldError = (key: keyof Draft) => errors[key];
  const set = (key: keyof Draft, value: string) => form.setValue(key, value as never, { shouldDirty: true });

  if (!editing && current)
    return (
      <div className="space-y-3 text-sm">
        {save.isSuccess ? (
          <Alert variant="success" role="status">
            Bank details saved.
          </Alert>
        ) : null}
        <p>
          <span className="font-semibold">{current.account_holder}</span> · {current.bank_name} (branch{' '}
          {current.branch_code}) · {BANK_ACCOUNT_TYPE_LABELS[current.account_type]} account{' '}
          {maskAccountNumber(current.account_number)}
        </p>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          Change bank details
        </Button>
      </div>
    );

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => setEditing(false),
      onError: (error) => applyServerError(form, error),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Account holder" error={fieldError('account_holder')} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={draft.account_holder}
            onChange={(e) => set('account_holder', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Bank" error={fieldError('bank_name')}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={bankChoice}
            onChange={(e) => {
              const choice = e.target.value;
              setBankChoice(choice);
              const bank = SA_BANKS.find((b) => b.name === choice);
              set('bank_name', bank ? bank.name : '');
              if (bank) set('branch_code', bank.branch_code);
            }}
          >
            <option value="">Choose your bank</option>
            {SA_BANKS.map((b) => (
              <option key={b.name} value={b.name}>
                {b.name}
              </option>
            ))}
            <option value={OTHER}>{OTHER}</option>
          </select>
        )}
      </FormField>
      {bankChoice === OTHER ? (
        <FormField label="Bank name" error={fieldError('bank_name')}>
          {(control) => (
            <Input {...control} value={draft.bank_name} onChange={(e) => set('bank_name', e.target.value)} />
          )}
        </FormField>
      ) : null}
      <FormField
        label="Branch code"
        hint="6 digits; the bank's universal code is fine"
        error={fieldError('branch_code')}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={draft.branch_code}
            onChange={(e) => set('branch_code', e.target.value.trim())}
          />
        )}
      </FormField>
      <FormField label="Account number" hint="Digits only" error={fieldError('account_number')}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={16}
            value={draft.account_number}
            onChange={(e) => set('account_number', e.target.value.trim())}
          />
        )}
      </FormField>
      <FormField label="Account type" error={fieldError('account_type')}>
        {(control) => (
          <select
            {...control}
            className={selectClass}
            value={draft.account_type}
            onChange={(e) => set('account_type', e.target.value)}
          >
            <option value="">Select the account type</option>
            {BANK_ACCOUNT_TYPES.map((t) => (
              <option key={t} value={t}>
                {BANK_ACCOUNT_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {save.error && !(save.error instanceof ApiError && save.error.fields) ? (
        <Alert variant="destructive" role="alert" className="sm:col-span-2">
          {save.error.message}
        </Alert>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save bank details'}
        </Button>
        {current ? (
          <Button type="button" variant="outline" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
