import type { DevMailSchema } from '@lekker/core/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api-client.ts';

export type DevMail = z.infer<typeof DevMailSchema>;

/** The dev mailbox, newest first; `null` when it is off (an SMTP server is configured, or production). */
export async function fetchMailbox(to?: string, signal?: AbortSignal): Promise<DevMail[] | null> {
  try {
    const body = await apiGet<{ messages: DevMail[] }>('/dev/mailbox', { to: to || undefined }, { signal });
    return [...body.messages].sort((a, b) => b.created_at.localeCompare(a.created_at));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const mailboxQueryOptions = (to?: string) =>
  queryOptions({
    queryKey: ['dev-mailbox', to ?? ''],
    queryFn: ({ signal }) => fetchMailbox(to, signal),
    staleTime: 0,
  });

export function useMailbox(to?: string) {
  return useQuery(mailboxQueryOptions(to));
}
