import { AffectedQuerySchema } from '@lekker/core/contracts/privacy';
import { affectedPeopleCsv, breachNoticeText } from '@lekker/core/privacy';
import { useId } from 'react';
import type { Schemas } from '@/api/client.ts';
import { saveFile, useAffectedPeople } from '@/api/privacy.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';

type Values = {
  orders: string;
  emails: string;
  from: string;
  to: string;
  description: string;
  dataInvolved: string;
  measures: string;
};
const EMPTY: Values = {
  orders: '',
  emails: '',
  from: '',
  to: '',
  description: '',
  dataInvolved: '',
  measures: '',
};

const lines = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((l) => l.trim())
    .filter(Boolean);
/** A datetime-local value on the Johannesburg clock (UTC+2 all year) as an ISO instant. */
const sast = (value: string) => (value ? `${value}:00+02:00` : undefined);

const BreachFormSchema = formSchema<Values, Schemas['AffectedQuery'], Schemas['AffectedQuery']>(
  (v) => ({ order_numbers: lines(v.orders), emails: lines(v.emails), from: sast(v.from), to: sast(v.to) }),
  AffectedQuerySchema as never,
);

/**
 * The breach tool (POPIA s22; docs/breach-runbook.md): the people affected by a set of orders, people or a time
 * range, as a list to download, and the notice to them, to copy or download. Every lookup is audited.
 */
export function BreachTool() {
  const t = useT();
  const id = useId();
  const lookup = useAffectedPeople();
  const form = useZodForm<Values, Schemas['AffectedQuery']>(BreachFormSchema, { defaultValues: EMPTY });
  const errors = fieldErrors(form.formState.errors);
  const formError = formErrorText(form.formState.errors) ?? Object.values(errors)[0] ?? null;
  const values = form.watch();
  const people = lookup.data?.people;
  const notice = breachNoticeText({
    description: values.description || '…',
    when: [values.from, values.to].filter(Boolean).join(' – ').replace(/T/g, ' ') || '…',
    dataInvolved: values.dataInvolved || '…',
    measures: values.measures || '…',
    contactEmail: 'privacy@lekker.co.za',
  });
  const submit = form.handleSubmit((input) =>
    lookup.mutate(input, { onError: (error) => applyServerError(form, error) }),
  );
  const field = (name: keyof Values, label: string, type: 'text' | 'area' | 'datetime-local' = 'text') => (
    <div className="space-y-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {type === 'area' ? (
        <Textarea id={`${id}-${name}`} rows={2} {...form.register(name)} />
      ) : (
        <Input id={`${id}-${name}`} type={type} {...form.register(name)} />
      )}
    </div>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('privacy.breach.title')}</CardTitle>
        <CardDescription>{t('privacy.breach.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="space-y-3" noValidate>
          {field('orders', t('privacy.breach.orders'), 'area')}
          {field('emails', t('privacy.breach.emails'), 'area')}
          <div className="grid gap-3 sm:grid-cols-2">
            {field('from', t('privacy.breach.from'), 'datetime-local')}
            {field('to', t('privacy.breach.to'), 'datetime-local')}
          </div>
          {formError ? (
            <p role="alert" className="text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          <Button type="submit" disabled={lookup.isPending}>
            {lookup.isPending ? t('privacy.breach.finding') : t('privacy.breach.find')}
          </Button>
        </form>
        {people ? (
          <div className="space-y-3">
            <p className="text-sm font-medium" aria-live="polite">
              {people.length === 0
                ? t('privacy.breach.none')
                : t('privacy.breach.found', { count: people.length })}
            </p>
            {people.length > 0 ? (
              <>
                <Button
                  type="button"
                  variant="outline"
                  onClick={() =>
                    saveFile(
                      new Blob([affectedPeopleCsv(people)], { type: 'text/csv' }),
                      'affected-people.csv',
                    )
                  }
                >
                  {t('privacy.breach.downloadList')}
                </Button>
                {field('description', t('privacy.breach.what'), 'area')}
                {field('dataInvolved', t('privacy.breach.data'), 'area')}
                {field('measures', t('privacy.breach.measures'), 'area')}
                <Label htmlFor={`${id}-notice`}>{t('privacy.breach.notice')}</Label>
                <Textarea
                  id={`${id}-notice`}
                  readOnly
                  rows={12}
                  value={notice}
                  className="font-mono text-xs"
                />
                <div className="flex flex-wrap gap-3">
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() =>
                      navigator.clipboard.writeText(notice).then(
                        () => toast.success(t('privacy.breach.copied')),
                        () => toast.error(t('privacy.breach.copyFailed')),
                      )
                    }
                  >
                    {t('privacy.breach.copy')}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => saveFile(new Blob([notice], { type: 'text/plain' }), 'breach-notice.txt')}
                  >
                    {t('privacy.breach.downloadNotice')}
                  </Button>
                </div>
              </>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
