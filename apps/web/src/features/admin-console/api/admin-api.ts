// The admin console's fetchers and hooks (GET/POST /api/admin/…). Written with apiGet/apiSend until the typed
// client in src/api lands in git; answers are the core admin contracts.
import type {
  AdminDriverListSchema,
  AdminJobListSchema,
  AdminOrderDetail,
  AdminOrderListSchema,
  AdminOverview,
  AdminRestaurantListSchema,
  AdminUserListSchema,
  AuditListSchema,
  PayoutWeekSchema,
} from '@lekker/core/contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiSend, type QueryParams } from '@/lib/api-client.ts';

export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;
export type AdminUsers = z.infer<typeof AdminUserListSchema>;
export type AdminRestaurants = z.infer<typeof AdminRestaurantListSchema>;
export type AdminDrivers = z.infer<typeof AdminDriverListSchema>;
export type AuditList = z.infer<typeof AuditListSchema>;
export type PayoutWeek = z.infer<typeof PayoutWeekSchema>;
export type AdminJobs = z.infer<typeof AdminJobListSchema>;
export type { AdminOrderDetail, AdminOverview };

export const adminKeys = {
  all: ['admin-console'] as const,
  overview: ['admin-console', 'overview'] as const,
  orders: (params: object) => ['admin-console', 'orders', params] as const,
  order: (id: string) => ['admin-console', 'order', id] as const,
  users: (q: string) => ['admin-console', 'users', q] as const,
  restaurants: (q: string) => ['admin-console', 'restaurants', q] as const,
  drivers: (q: string) => ['admin-console', 'drivers', q] as const,
  payouts: (week: string) => ['admin-console', 'payouts', week] as const,
  audit: (params: object) => ['admin-console', 'audit', params] as const,
  jobs: ['admin-console', 'jobs'] as const,
};

/** Live screens refresh every 15 s (and on focus); the realtime admin room is not wired yet. */
const LIVE = { refetchInterval: 15_000, placeholderData: keepPreviousData } as const;

export const useAdminOverview = () =>
  useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => apiGet<AdminOverview>('/admin/overview', undefined, { signal }),
    refetchInterval: 30_000,
  });

export type OrdersFilter = { q?: string; status?: string; exceptions?: '1'; refund?: 'owed' };
export const useAdminOrders = (filter: OrdersFilter) =>
  useQuery({
    queryKey: adminKeys.orders(filter),
    queryFn: ({ signal }) => apiGet<AdminOrderList>('/admin/orders', filter as QueryParams, { signal }),
    ...LIVE,
  });

export const useAdminOrder = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.order(id ?? ''),
    queryFn: ({ signal }) => apiGet<AdminOrderDetail>(`/admin/orders/${id}`, undefined, { signal }),
    enabled: id !== null,
  });

export const useAdminUsers = (q: string) =>
  useQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ signal }) => apiGet<AdminUsers>('/admin/users', { q }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminRestaurants = (q: string) =>
  useQuery({
    queryKey: adminKeys.restaurants(q),
    queryFn: ({ signal }) => apiGet<AdminRestaurants>('/admin/restaurants', { q }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAdminDrivers = (q: string) =>
  useQuery({
    queryKey: adminKeys.drivers(q),
    queryFn: ({ signal }) => apiGet<AdminDrivers>('/admin/drivers', { q }, { signal }),
    ...LIVE,
  });
export const usePayoutWeek = (week: string) =>
  useQuery({
    queryKey: adminKeys.payouts(week),
    queryFn: ({ signal }) => apiGet<PayoutWeek>('/admin/payouts', { week }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAuditLog = (params: { q?: string; target_type?: string; target_id?: string }) =>
  useQuery({
    queryKey: adminKeys.audit(params),
    queryFn: ({ signal }) => apiGet<AuditList>('/admin/audit', params, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminJobs = () =>
  useQuery({
    queryKey: adminKeys.jobs,
    queryFn: ({ signal }) => apiGet<AdminJobs>('/admin/jobs', undefined, { signal }),
    refetchInterval: 30_000,
  });

/** Every admin change refreshes the console's views (they are cheap and the board shows many at once). */
export function useAdminAction<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const adminApi = {
  cancel: (id: string, reason: string) => apiSend('POST', `/admin/orders/${id}/cancel`, { reason }),
  refund: (id: string, body: { amount_cents: number; reason: string; idempotency_key: string }) =>
    apiSend<AdminOrderDetail>('POST', `/admin/orders/${id}/refund`, body),
  note: (id: string, note: string) =>
    apiSend<AdminOrderDetail>('POST', `/admin/orders/${id}/notes`, { note }),
  unassign: (id: string) => apiSend<AdminOrderDetail>('POST', `/admin/orders/${id}/unassign-driver`),
  role: (id: string, role: string, grant: boolean) =>
    apiSend('POST', `/admin/users/${id}/roles/${grant ? 'grant' : 'revoke'}`, { role }),
  signOut: (id: string) => apiSend('POST', `/admin/users/${id}/sign-out`),
  venueActive: (id: string, active: boolean, reason: string) =>
    apiSend('POST', `/admin/restaurants/${id}/${active ? 'activate' : 'suspend'}`, { reason }),
  commission: (id: string, bps: number) =>
    apiSend('PUT', `/admin/restaurants/${id}/commission`, { commission_rate_bps: bps }),
  driverStatus: (id: string, suspend: boolean, reason: string) =>
    apiSend('POST', `/admin/drivers/${id}/${suspend ? 'suspend' : 'reinstate'}`, { reason }),
  markPaid: (body: { party: 'venue' | 'driver'; party_id: string; week_start: string; reference: string }) =>
    apiSend<PayoutWeek>('POST', '/admin/payouts/mark-paid', body),
};
