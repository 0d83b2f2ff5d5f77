// An application typed in before the account exists: kept until the applicant confirms the e-mail and signs in,
// then sent automatically (`lekker.pendingApplication`; sign-out forgets it like every lekker.* key).
import { z } from 'zod';
import { createLocalStore } from '@/lib/local-store.ts';
import type { ApplicationInput, ApplicationKind } from './application-input.ts';

export const PENDING_APPLICATION_KEY = 'lekker.pendingApplication';
/** Fired on window when this tab changes the pending application. */
export const PENDING_APPLICATION_EVENT = 'lekker:pending-application-change';

export type PendingApplication = {
  kind: ApplicationKind;
  /** The account it belongs to: only that person's session sends it. */
  email: string;
  data: ApplicationInput;
  saved_at: string;
};

const pendingApplication = createLocalStore(
  PENDING_APPLICATION_KEY,
  z.object({
    kind: z.enum(['driver', 'restaurant']),
    email: z.string().min(1),
    // Checked again by the server's contract when it is sent.
    data: z.custom<ApplicationInput>((value) => typeof value === 'object' && value !== null),
    saved_at: z.string().catch(''),
  }),
  { event: PENDING_APPLICATION_EVENT },
);

export function parsePendingApplication(raw: string | null): PendingApplication | null {
  return pendingApplication.parse(raw);
}

export function readPendingApplication(): string | null {
  return pendingApplication.readRaw();
}

export function savePendingApplication(kind: ApplicationKind, email: string, data: ApplicationInput): void {
  // Storage blocked: the applicant fills in the form again after signing in.
  pendingApplication.write({
    kind,
    email: email.trim().toLowerCase(),
    data,
    saved_at: new Date().toISOString(),
  });
}

export function clearPendingApplication(): void {
  pendingApplication.clear();
}
