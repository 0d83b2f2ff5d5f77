import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { submitApplication } from '@/api/applications.ts';
import { ApiError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import type { ApplicationKind } from '../application-input.ts';
import {
  clearPendingApplication,
  PENDING_APPLICATION_EVENT,
  PENDING_APPLICATION_KEY,
  type PendingApplication,
  parsePendingApplication,
  readPendingApplication,
} from '../pending-application.ts';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PENDING_APPLICATION_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(PENDING_APPLICATION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(PENDING_APPLICATION_EVENT, onChange);
  };
}

/** Submissions under way, so a re-render (or React's double effects in development) never sends twice. */
const inFlight = new Set<string>();

type Options = {
  /** Called once the stored application went out (or turned out to be there already). */
  onSubmitted?: () => void;
};

/**
 * The stored application of this kind. When its owner is signed in (`applicantEmail`), it is sent once,
 * removed, and `onSubmitted` runs.
 */
export function usePendingApplication(
  kind: ApplicationKind,
  applicantEmail: string | null | undefined,
  { onSubmitted }: Options = {},
): PendingApplication | null {
  const raw = useSyncExternalStore(subscribe, readPendingApplication, () => null);
  const stored = useMemo(() => parsePendingApplication(raw), [raw]);
  const pending = stored?.kind === kind ? stored : null;
  const queryClient = useQueryClient();
  const onSubmittedRef = useRef(onSubmitted);
  onSubmittedRef.current = onSubmitted;
  /** Tried on this visit: after a network failure, the next visit tries again (no retry loop). */
  const tried = useRef(new Set<string>());

  useEffect(() => {
    if (!pending || !applicantEmail) return;
    if (pending.email !== applicantEmail.trim().toLowerCase()) return;
    const key = `${pending.kind}:${pending.email}:${pending.saved_at}`;
    if (inFlight.has(key) || tried.current.has(key)) return;
    inFlight.add(key);
    tried.current.add(key);
    const done = () => onSubmittedRef.current?.();
    submitApplication(pending.kind, pending.data)
      .then(
        async () => {
          clearPendingApplication();
          toast.success(t('apply.sent'), { description: t('apply.reviewing') });
          await queryClient.invalidateQueries();
          done();
        },
        async (error: unknown) => {
          if (error instanceof ApiError && error.status === 409) {
            // Already applied (e.g. from another device): nothing left to send.
            clearPendingApplication();
            toast.info(error.message);
            await queryClient.invalidateQueries();
            done();
          } else if (error instanceof ApiError && error.isClientError) {
            clearPendingApplication();
            toast.error(t('apply.couldNotSend'), {
              description: t('apply.fillAgain', { reason: error.message }),
            });
          } else {
            toast.error(t('apply.couldNotSend'), { description: t('apply.tryNextTime') });
          }
        },
      )
      .finally(() => inFlight.delete(key));
  }, [pending, applicantEmail, queryClient]);

  return pending;
}
