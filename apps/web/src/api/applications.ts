// Driver and restaurant applications: applying, and the admin's list and decision.
import type { ApplicationStatus } from '@lekker/core/contracts/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type AdminApplication = Schemas['AdminApplication'];
export type Decision = Schemas['ApplicationDecision']['status'];
export type ApplicationKind = 'driver' | 'restaurant';
export type ApplicationBody<K extends ApplicationKind> = K extends 'driver'
  ? Schemas['DriverApplication']
  : Schemas['RestaurantApplication'];

/** Sends a driver or restaurant application (pending until an admin decides). */
export function submitApplication<K extends ApplicationKind>(kind: K, data: ApplicationBody<K>) {
  return kind === 'driver'
    ? body(api.POST('/applications/driver', { body: data as Schemas['DriverApplication'] }))
    : body(api.POST('/applications/restaurant', { body: data as Schemas['RestaurantApplication'] }));
}

/** After applying, every shown answer that mentions the applicant (their roles and applications) is refetched. */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, data }: { kind: ApplicationKind; data: ApplicationBody<ApplicationKind> }) =>
      submitApplication(kind, data),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** GET /api/admin/applications[?status=…] */
export const adminApplicationsQueryOptions = (status?: ApplicationStatus) =>
  queryOptions({
    queryKey: queryKeys.admin.applications.list(status),
    queryFn: ({ signal }) =>
      body(api.GET('/admin/applications', { params: { query: { status } }, signal })).then(
        (result) => result.applications,
      ),
  });

export function useAdminApplications(status?: ApplicationStatus) {
  return useQuery(adminApplicationsQueryOptions(status));
}

/**
 * Approve or suspend with the reason (recorded, in the audit log, e-mailed to the applicant): drivers by their user
 * id, restaurants by the application id.
 */
export function decideApplication(
  application: Pick<AdminApplication, 'kind' | 'id'>,
  status: Decision,
  reason: string,
) {
  const params = { path: { id: application.id } };
  return application.kind === 'driver'
    ? body(api.POST('/admin/drivers/{id}/status', { params, body: { status, reason } }))
    : body(api.POST('/admin/restaurant-applications/{id}/status', { params, body: { status, reason } }));
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      application,
      status,
      reason,
    }: {
      application: AdminApplication;
      status: Decision;
      reason: string;
    }) => decideApplication(application, status, reason),
    // The decision shows in the console's other views too (drivers, audit log).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
