// An application typed in before the account exists: kept until the applicant confirms the e-mail and signs in,
// then sent automatically (`lekker.pendingApplication`; sign-out forgets it like every lekker.* key).
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

export function parsePendingApplication(raw: string | null): PendingApplication | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingApplication> | null;
    if (!value || (value.kind !== 'driver' && value.kind !== 'restaurant')) return null;
    if (typeof value.email !== 'string' || !value.email) return null;
    if (typeof value.data !== 'object' || value.data === null) return null;
    return {
      kind: value.kind,
      email: value.email,
      data: value.data,
      saved_at: typeof value.saved_at === 'string' ? value.saved_at : '',
    };
  } catch {
    return null;
  }
}

export function readPendingApplication(): string | null {
  try {
    return window.localStorage.getItem(PENDING_APPLICATION_KEY);
  } catch {
    return null;
  }
}

export function savePendingApplication(kind: ApplicationKind, email: string, data: ApplicationInput): void {
  const value: PendingApplication = {
    kind,
    email: email.trim().toLowerCase(),
    data,
    saved_at: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(PENDING_APPLICATION_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the applicant fills in the form again after signing in.
  }
  window.dispatchEvent(new Event(PENDING_APPLICATION_EVENT));
}

export function clearPendingApplication(): void {
  try {
    window.localStorage.removeItem(PENDING_APPLICATION_KEY);
  } catch {
    // Nothing stored.
  }
  window.dispatchEvent(new Event(PENDING_APPLICATION_EVENT));
}
