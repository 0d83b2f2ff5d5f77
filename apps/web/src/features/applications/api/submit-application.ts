import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client.ts';
import type { ApplicationInput, ApplicationKind } from '../application-input.ts';

/** Sends a driver or restaurant application (pending until an admin decides). */
export function submitApplication(kind: ApplicationKind, data: ApplicationInput) {
  return apiSend<{ status: 'pending' }>('POST', `/applications/${kind}`, data);
}

/** After applying, every shown answer that mentions the applicant (their roles and applications) is refetched. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, data }: { kind: ApplicationKind; data: ApplicationInput }) =>
      submitApplication(kind, data),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
