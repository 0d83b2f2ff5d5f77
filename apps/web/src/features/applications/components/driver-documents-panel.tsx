import { RECEIPT_MAX_BYTES } from '@lekker/core/constants';
import { DRIVER_DOCUMENT_KINDS } from '@lekker/core/contracts/driver-documents';
import { type FormEvent, useRef, useState } from 'react';
import {
  type DriverDocumentKind,
  useDriverDocuments,
  useUploadDriverDocument,
} from '@/api/driver-documents.ts';
import { FormField, selectClass } from '@/components/form-field.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { localDateText } from '@/lib/i18n/dates.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';

const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
const TYPE_OK = /\.(jpe?g|png|webp|pdf)$/i;
/** Each kind of document's name, as a message. */
const KIND_LABEL = {
  id_document: 'apply.docs.kind.id_document',
  drivers_licence: 'apply.docs.kind.drivers_licence',
  vehicle_licence: 'apply.docs.kind.vehicle_licence',
  proof_of_address: 'apply.docs.kind.proof_of_address',
} as const satisfies Record<DriverDocumentKind, string>;

/**
 * The driver applicant's documents: ID, licence, vehicle papers and proof of address, sent privately to the
 * marketplace team (only admins and the driver can open them). Photos or PDFs, at most 8 MB each.
 */
export function DriverDocumentsPanel() {
  const t = useT();
  const locale = useLocale();
  const documents = useDriverDocuments();
  const upload = useUploadDriverDocument();
  const fileRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DriverDocumentKind | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(false);
    const file = fileRef.current?.files?.[0];
    if (!kind) return setError(t('apply.docs.chooseKind'));
    if (!file) return setError(t('apply.docs.chooseFile'));
    if (!TYPE_OK.test(file.name)) return setError(t('apply.docs.wrongType'));
    if (file.size > RECEIPT_MAX_BYTES) return setError(t('apply.docs.tooLarge'));
    setError(null);
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          setSent(true);
          setKind('');
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t('apply.docs.title')}</CardTitle>
        <CardDescription>{t('apply.docs.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState
          query={documents}
          loadingLabel={t('apply.docs.loading')}
          errorText={t('apply.docs.loadFailed')}
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t('apply.docs.empty')}</p>}
        >
          {(docs) => (
            <ul className="space-y-1 text-sm" aria-label={t('apply.docs.list')}>
              {docs.map((d) => (
                <li key={d.id}>
                  <a
                    className="font-semibold text-primary underline"
                    href={d.url}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t(KIND_LABEL[d.kind])}
                  </a>{' '}
                  <span className="text-muted-foreground">
                    {d.original_name} ·{' '}
                    {t('apply.docs.sentOn', { date: localDateText(d.created_at, locale) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('apply.docs.document')}>
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={kind}
                onChange={(e) => setKind(e.target.value as DriverDocumentKind | '')}
              >
                <option value="">{t('apply.docs.choose')}</option>
                {DRIVER_DOCUMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(KIND_LABEL[k])}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t('apply.docs.file')}>
            {(control) => (
              <input
                {...control}
                ref={fileRef}
                type="file"
                accept={ACCEPT}
                className="block w-full text-sm file:mr-3 file:rounded-full file:border file:bg-card file:px-4 file:py-2 file:text-sm file:font-semibold"
              />
            )}
          </FormField>
          {error ? (
            <Alert variant="destructive" role="alert" className="sm:col-span-2">
              {error}
            </Alert>
          ) : null}
          {sent ? (
            <Alert variant="success" role="status" className="sm:col-span-2">
              {t('apply.docs.sent')}
            </Alert>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? t('apply.sending') : t('apply.docs.send')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
