import { RECEIPT_MAX_BYTES } from '@lekker/core/constants';
import { DRIVER_DOCUMENT_KINDS, DRIVER_DOCUMENT_LABELS } from '@lekker/core/contracts/driver-documents';
import { RECEIPT_INVALID_TYPE_MESSAGE, RECEIPT_TOO_LARGE_MESSAGE } from '@lekker/core/contracts/receipts';
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

const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf';
const TYPE_OK = /\.(jpe?g|png|webp|pdf)$/i;
const dateFormat = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The driver applicant's documents: ID, licence, vehicle papers and proof of address, sent privately to the
 * marketplace team (only admins and the driver can open them). Photos or PDFs, at most 8 MB each.
 */
export function DriverDocumentsPanel() {
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
    if (!kind) return setError('Choose what the document is.');
    if (!file) return setError('Choose a file to upload.');
    if (!TYPE_OK.test(file.name)) return setError(RECEIPT_INVALID_TYPE_MESSAGE);
    if (file.size > RECEIPT_MAX_BYTES) return setError(RECEIPT_TOO_LARGE_MESSAGE);
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
        <CardTitle as="h2">Your documents</CardTitle>
        <CardDescription>
          Send your ID, driver's licence, vehicle papers and proof of address. Only the Lekker Eats team sees
          them.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <QueryState
          query={documents}
          loadingLabel="Loading your documents"
          errorText="We could not load your documents."
          isEmpty={(d) => d.length === 0}
          empty={<p className="text-sm text-muted-foreground">No documents sent yet.</p>}
        >
          {(docs) => (
            <ul className="space-y-1 text-sm" aria-label="Documents sent">
              {docs.map((d) => (
                <li key={d.id}>
                  <a
                    className="font-semibold text-primary underline"
                    href={d.url}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {DRIVER_DOCUMENT_LABELS[d.kind]}
                  </a>{' '}
                  <span className="text-muted-foreground">
                    {d.original_name} · sent {dateFormat.format(new Date(d.created_at))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
          <FormField label="Document">
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={kind}
                onChange={(e) => setKind(e.target.value as DriverDocumentKind | '')}
              >
                <option value="">Choose what it is</option>
                {DRIVER_DOCUMENT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {DRIVER_DOCUMENT_LABELS[k]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="File (photo or PDF, at most 8 MB)">
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
              Document sent.
            </Alert>
          ) : null}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Sending…' : 'Send document'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
