import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { VIEWER_QUERY_KEY } from '@/api/viewer.ts';
import { toast } from '@/lib/toast.ts';
import {
  UPLOAD_FAILED_TITLE,
  UploadRefusedError,
  uploadErrorText,
  uploadReceipt,
} from '../api/upload-receipt.ts';
import type { UploadedReceiptInfo } from '../custom-delivery-form.ts';
import { checkReceiptFile, INVALID_FILE_TITLE } from '../receipt-file.ts';

export const RECEIPT_UPLOADED_TITLE = 'Receipt Uploaded!';
export const SIGN_IN_TO_UPLOAD_TITLE = 'Please sign in';
export const SIGN_IN_TO_UPLOAD_MESSAGE = 'Sign in to upload your receipt. Your details stay on this page.';

/** docs/product.md#custom-delivery: uploading (with how far), failed, or idle (nothing running; the uploaded receipt is in the form). */
export type ReceiptUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; loaded: number; total: number }
  | { status: 'failed'; message: string };

type UseReceiptUploadOptions = {
  onUploaded(receipt: UploadedReceiptInfo): void;
  /** Replaceable for tests. */
  upload?: typeof uploadReceipt;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Checks a chosen file in the browser ('Invalid File'), uploads it with progress, and reports the result with the
 * toasts of docs/product.md#errors ('Receipt Uploaded!' or 'Upload Failed'). `replaces` is the receipt a Replace supersedes.
 */
export function useReceiptUpload({ onUploaded, upload = uploadReceipt }: UseReceiptUploadOptions) {
  const [state, setState] = useState<ReceiptUploadState>({ status: 'idle' });
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  // Leaving the page stops a running upload.
  useEffect(() => () => controller.current?.abort(), []);

  async function start(file: File, replaces: string | null): Promise<void> {
    const problem = checkReceiptFile(file);
    if (problem) {
      toast.error(INVALID_FILE_TITLE, { description: problem });
      return;
    }
    if (controller.current) return;
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'uploading', fileName: file.name, loaded: 0, total: file.size });
    const send = (replacing: string | null) =>
      upload(file, {
        replaces: replacing,
        signal: current.signal,
        onProgress: ({ loaded, total }) =>
          setState({ status: 'uploading', fileName: file.name, loaded, total }),
      });
    try {
      let stored: Awaited<ReturnType<typeof uploadReceipt>>;
      try {
        stored = await send(replaces);
      } catch (error) {
        // The old receipt is gone already (used by an order, or cleaned up): upload without replacing it.
        if (!(replaces && error instanceof UploadRefusedError && error.status === 404)) throw error;
        stored = await send(null);
      }
      setState({ status: 'idle' });
      onUploadedRef.current({
        path: stored.path,
        name: file.name,
        size: stored.size,
        content_type: stored.content_type,
      });
      toast.success(RECEIPT_UPLOADED_TITLE, { description: `${file.name} is attached to your request.` });
    } catch (error) {
      if (isAbort(error)) {
        setState({ status: 'idle' });
        return;
      }
      // Not signed in (any more): a sign-in request, not a failed upload. The viewer becomes null, so the form
      // shows its sign-in prompt.
      if (error instanceof UploadRefusedError && error.status === 401) {
        setState({ status: 'failed', message: SIGN_IN_TO_UPLOAD_MESSAGE });
        toast(SIGN_IN_TO_UPLOAD_TITLE, { description: SIGN_IN_TO_UPLOAD_MESSAGE });
        queryClient.setQueryData(VIEWER_QUERY_KEY, null);
        return;
      }
      const message = uploadErrorText(error);
      setState({ status: 'failed', message });
      toast.error(UPLOAD_FAILED_TITLE, { description: message });
    } finally {
      controller.current = null;
    }
  }

  return { state, start };
}
