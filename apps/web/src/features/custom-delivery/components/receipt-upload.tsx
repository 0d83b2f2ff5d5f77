import { CheckCircle2, Eye, FileUp, RefreshCw } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { openReceipt, RECEIPT_LOAD_FAILED_MESSAGE } from '@/lib/receipt-link.ts';
import { toast } from '@/lib/toast.ts';
import type { UploadedReceiptInfo } from '../custom-delivery-form.ts';
import type { ReceiptUploadState } from '../hooks/use-receipt-upload.ts';
import { formatFileSize, RECEIPT_ACCEPT } from '../receipt-file.ts';

type ReceiptUploadProps = {
  receipt: UploadedReceiptInfo | null;
  state: ReceiptUploadState;
  /** A file was chosen; `replaces` is the receipt it supersedes (Replace). */
  onFile(file: File, replaces: string | null): void;
  /** Only signed-in customers may upload. */
  disabledReason?: string | null;
  /** Replaceable for tests. */
  open?: typeof openReceipt;
};

/** Receipt upload (docs/product.md#receipts): choose a photo or PDF, watch it upload, then View or Replace it. */
export function ReceiptUpload({
  receipt,
  state,
  onFile,
  disabledReason,
  open = openReceipt,
}: ReceiptUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [viewing, setViewing] = useState(false);
  const uploading = state.status === 'uploading';

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still counts as a choice.
    event.target.value = '';
    if (file) onFile(file, receipt?.path ?? null);
  }

  async function view() {
    if (!receipt || viewing) return;
    setViewing(true);
    const opened = await open(receipt.path);
    setViewing(false);
    if (!opened) toast.error('Error', { description: RECEIPT_LOAD_FAILED_MESSAGE });
  }

  const percent =
    uploading && state.total > 0 ? Math.min(100, Math.round((state.loaded / state.total) * 100)) : 0;

  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-file`} className="text-sm font-medium">
        Receipt *
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        A photo (JPG, PNG, WebP) or PDF of your receipt, at most 8 MB.
      </p>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={RECEIPT_ACCEPT}
        aria-describedby={`${id}-hint`}
        disabled={Boolean(disabledReason) || uploading}
        hidden={receipt !== null}
        onChange={onChange}
        className="block w-full min-w-0 text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-full file:border file:border-input file:bg-card file:px-4 file:py-2 file:text-sm file:font-semibold file:text-foreground hover:file:bg-muted disabled:cursor-not-allowed disabled:opacity-60"
      />
      {disabledReason ? <p className="text-sm text-muted-foreground">{disabledReason}</p> : null}

      {uploading ? (
        <div className="space-y-1" data-testid="receipt-progress">
          <p className="flex items-center gap-2 text-sm">
            <FileUp aria-hidden="true" className="size-4 text-primary" />
            <span className="min-w-0 truncate">Uploading {state.fileName}…</span>
            <span className="ml-auto tabular-nums">{percent}%</span>
          </p>
          <div
            role="progressbar"
            aria-label="Receipt upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      ) : null}

      {receipt ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          {/* At least 12rem wide: on a phone the buttons move under the name instead of squeezing it letter by letter. */}
          <span className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere]" data-testid="receipt-name">
            {receipt.name}
            {receipt.size > 0 ? ` (${formatFileSize(receipt.size)})` : ''} uploaded
          </span>
          <div className="flex gap-2">
            <Button type="button" size="sm" variant="outline" onClick={view} disabled={viewing}>
              <Eye aria-hidden="true" />
              View
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={uploading || Boolean(disabledReason)}
            >
              <RefreshCw aria-hidden="true" />
              Replace
            </Button>
          </div>
        </div>
      ) : null}

      {state.status === 'failed' ? (
        <Alert variant="destructive" role="alert">
          {state.message}
        </Alert>
      ) : null}
    </div>
  );
}
