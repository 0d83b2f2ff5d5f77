// The development mailbox (e-mails the app would have sent), only when no SMTP server is configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type DevMail = Schemas['DevMail'];

/** The dev mailbox, newest first; `null` when it is off (an SMTP server is configured, or production). */
export async function fetchMailbox(to?: string, signal?: AbortSignal): Promise<DevMail[] | null> {
  try {
    const result = await body(
      api.GET('/dev/mailbox', { params: { query: { to: to || undefined } }, signal }),
    );
    return [...result.messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const mailboxQueryOptions = (to?: string) =>
  queryOptions({
    queryKey: queryKeys.devMailbox(to),
    queryFn: ({ signal }) => fetchMailbox(to, signal),
    staleTime: 0,
  });

export function useMailbox(to?: string) {
  return useQuery(mailboxQueryOptions(to));
}
