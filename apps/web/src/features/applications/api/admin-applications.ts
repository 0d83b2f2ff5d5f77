import type { AdminApplicationSchema, ApplicationStatus } from '@lekker/core/contracts/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiSend } from '@/lib/api-client.ts';

export type AdminApplication = z.infer<typeof AdminApplicationSchema>;
export type Decision = 'approved' | 'suspended';

export const adminApplicationsQueryOptions = (status?: ApplicationStatus) =>
  queryOptions({
    queryKey: ['admin', 'applications', status ?? 'all'],
    queryFn: ({ signal }) =>
      apiGet<{ applications: AdminApplication[] }>('/admin/applications', { status }, { signal }).then(
        (body) => body.applications,
      ),
  });

export function useAdminApplications(status?: ApplicationStatus) {
  return useQuery(adminApplicationsQueryOptions(status));
}

/** Approve or suspend: drivers by their user id, restaurants by the application id. */
export function decideApplication(application: Pick<AdminApplication, 'kind' | 'id'>, status: Decision) {
  const path =
    application.kind === 'driver'
      ? `/admin/drivers/${encodeURIComponent(application.id)}/status`
      : `/admin/restaurant-applications/${encodeURIComponent(application.id)}/status`;
  return apiSend<{ status: Decision }>('POST', path, { status });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, status }: { application: AdminApplication; status: Decision }) =>
      decideApplication(application, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
  });
}
