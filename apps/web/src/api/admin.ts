// The operations console (/api/admin/…): live board, orders, users and roles, venues, drivers, ads, payouts, audit
// and jobs. Every path, body and answer is typed from the OpenAPI document; keys come from query-keys.ts.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';
import type { paths } from './schema.gen.ts';

export type AdminOverview = Schemas['AdminOverview'];
export type AdminOrderList = Schemas['AdminOrderList'];
export type AdminOrderRow = Schemas['AdminOrderRow'];
export type AdminOrderDetail = Schemas['AdminOrderDetail'];
export type AdminUsers = Schemas['AdminUserList'];
export type AdminUser = Schemas['AdminUser'];
export type DriverCandidate = Schemas['DriverCandidate'];
export type AdminRestaurants = Schemas['AdminRestaurantList'];
export type AdminRestaurant = Schemas['AdminRestaurant'];
export type AdminRestaurantDetail = Schemas['AdminRestaurantDetail'];
export type AdminUpdateVenue = Schemas['AdminUpdateVenue'];
export type AdminVenueOrders = Schemas['AdminVenueOrders'];
export type AdminVenueReviews = Schemas['AdminVenueReviews'];
export type AdminDrivers = Schemas['AdminDriverList'];
export type AdminDriver = Schemas['AdminDriver'];
export type AdminDriverDetail = Schemas['AdminDriverDetail'];
export type DriverCandidates = Schemas['DriverCandidateList'];
export type PayoutWeek = Schemas['PayoutWeek'];
export type AuditList = Schemas['AuditList'];
export type AuditEntry = Schemas['AuditEntry'];
export type AdminJobs = Schemas['AdminJobList'];
export type Ad = Schemas['Ad'];
export type AdStatus = Ad['status'];
export type AdSchedule = Schemas['AdSchedule'];
export type MarkPaid = Schemas['MarkPaid'];
export type RefundRequest = Schemas['RefundRequest'];

const byId = (id: string) => ({ params: { path: { id } } });

/** Live screens refresh every 15 s (and on focus) besides the realtime admin room's pushes. */
const LIVE = { refetchInterval: 15_000, placeholderData: keepPreviousData } as const;

export const adminOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.overview,
    queryFn: ({ signal }) => body(api.GET('/admin/overview', { signal })),
    refetchInterval: 30_000,
  });
export const useAdminOverview = () => useQuery(adminOverviewQuery());

export type OrdersFilter = NonNullable<paths['/admin/orders']['get']['parameters']['query']>;
export const adminOrdersQuery = (filter: OrdersFilter) =>
  queryOptions({
    queryKey: queryKeys.admin.orders(filter),
    queryFn: ({ signal }) => body(api.GET('/admin/orders', { params: { query: filter }, signal })),
    ...LIVE,
  });
export const useAdminOrders = (filter: OrdersFilter) => useQuery(adminOrdersQuery(filter));

export const useAdminOrder = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.order(id ?? ''),
    queryFn: ({ signal }) => body(api.GET('/admin/orders/{id}', { ...byId(id!), signal })),
    enabled: id !== null,
  });

/** Approved drivers on shift for handing an order over, nearest first. */
export const useDriverCandidates = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.admin.candidates(orderId),
    queryFn: ({ signal }) =>
      body(api.GET('/admin/orders/{id}/driver-candidates', { ...byId(orderId), signal })),
    enabled,
    refetchInterval: 15_000,
  });

export const useAdminUsers = (q: string) =>
  useQuery({
    queryKey: queryKeys.admin.users(q),
    queryFn: ({ signal }) => body(api.GET('/admin/users', { params: { query: { q } }, signal })),
    placeholderData: keepPreviousData,
  });

export const useAdminRestaurants = (q: string) =>
  useQuery({
    queryKey: queryKeys.admin.restaurants(q),
    queryFn: ({ signal }) => body(api.GET('/admin/restaurants', { params: { query: { q } }, signal })),
    placeholderData: keepPreviousData,
  });
export const useAdminRestaurant = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.restaurant(id),
    queryFn: ({ signal }) => body(api.GET('/admin/restaurants/{id}', { ...byId(id), signal })),
  });
export const useAdminVenueOrders = (id: string, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.venueOrders(id, page),
    queryFn: ({ signal }) =>
      body(
        api.GET('/admin/restaurants/{id}/orders', {
          params: { path: { id }, query: { page } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
export const useAdminVenueReviews = (id: string, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.venueReviews(id, page),
    queryFn: ({ signal }) =>
      body(
        api.GET('/admin/restaurants/{id}/reviews', {
          params: { path: { id }, query: { page } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useAdminDrivers = (q: string) =>
  useQuery({
    queryKey: queryKeys.admin.drivers(q),
    queryFn: ({ signal }) => body(api.GET('/admin/drivers', { params: { query: { q } }, signal })),
    ...LIVE,
  });
export const useAdminDriver = (id: string) =>
  useQuery({
    queryKey: queryKeys.admin.driver(id),
    queryFn: ({ signal }) => body(api.GET('/admin/drivers/{id}', { ...byId(id), signal })),
  });

export const useAdminAds = (status?: AdStatus) =>
  useQuery({
    queryKey: queryKeys.admin.ads(status),
    queryFn: ({ signal }) => body(api.GET('/admin/ads', { params: { query: { status } }, signal })),
    placeholderData: keepPreviousData,
  });

export const usePayoutWeek = (week: string) =>
  useQuery({
    queryKey: queryKeys.admin.payouts(week),
    queryFn: ({ signal }) => body(api.GET('/admin/payouts', { params: { query: { week } }, signal })),
    placeholderData: keepPreviousData,
  });
/** The bulk-EFT file is a download (a link, not a query). */
export const payoutsExportUrl = (week: string) =>
  `/api/admin/payouts/export?${new URLSearchParams({ week })}`;

export type AuditParams = { q?: string; target_type?: string; target_id?: string };
export const useAuditLog = (params: AuditParams) =>
  useQuery({
    queryKey: queryKeys.admin.audit(params),
    queryFn: ({ signal }) => body(api.GET('/admin/audit', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const useAdminJobs = () =>
  useQuery({
    queryKey: queryKeys.admin.jobs,
    queryFn: ({ signal }) => body(api.GET('/admin/jobs', { signal })),
    refetchInterval: 30_000,
  });

/** Every admin change refreshes the console's views (they are cheap and the board shows many at once). */
export function useAdminAction<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

/** The console's actions, one typed request each. */
export const adminApi = {
  cancel: (id: string, reason: string) =>
    body(api.POST('/admin/orders/{id}/cancel', { ...byId(id), body: { reason } })),
  refund: (id: string, input: RefundRequest) =>
    body(api.POST('/admin/orders/{id}/refund', { ...byId(id), body: input })),
  note: (id: string, note: string) =>
    body(api.POST('/admin/orders/{id}/notes', { ...byId(id), body: { note } })),
  retryRefund: (id: string, refundId: string) =>
    body(api.POST('/admin/orders/{id}/refunds/{refundId}/retry', { params: { path: { id, refundId } } })),
  resolveRefund: (id: string, refundId: string, reason: string) =>
    body(
      api.POST('/admin/orders/{id}/refunds/{refundId}/resolve', {
        params: { path: { id, refundId } },
        body: { reason },
      }),
    ),
  unassign: (id: string, reason: string) =>
    body(api.POST('/admin/orders/{id}/unassign-driver', { ...byId(id), body: { reason } })),
  reassign: (id: string, input: Schemas['ReassignDriver']) =>
    body(api.POST('/admin/orders/{id}/reassign-driver', { ...byId(id), body: input })),
  role: (id: string, change: Schemas['RoleChange'], grant: boolean) =>
    grant
      ? body(api.POST('/admin/users/{id}/roles/grant', { ...byId(id), body: change }))
      : body(api.POST('/admin/users/{id}/roles/revoke', { ...byId(id), body: change })),
  signOut: (id: string, reason: string) =>
    body(api.POST('/admin/users/{id}/sign-out', { ...byId(id), body: { reason } })),
  userSuspension: (id: string, suspend: boolean, reason: string) =>
    suspend
      ? body(api.POST('/admin/users/{id}/suspend', { ...byId(id), body: { reason } }))
      : body(api.POST('/admin/users/{id}/reinstate', { ...byId(id), body: { reason } })),
  venueActive: (id: string, active: boolean, reason: string) =>
    active
      ? body(api.POST('/admin/restaurants/{id}/activate', { ...byId(id), body: { reason } }))
      : body(api.POST('/admin/restaurants/{id}/suspend', { ...byId(id), body: { reason } })),
  commission: (id: string, bps: number) =>
    body(api.PUT('/admin/restaurants/{id}/commission', { ...byId(id), body: { commission_rate_bps: bps } })),
  editVenue: (id: string, input: AdminUpdateVenue) =>
    body(api.PATCH('/admin/restaurants/{id}', { ...byId(id), body: input })),
  driverStatus: (id: string, suspend: boolean, reason: string) =>
    suspend
      ? body(api.POST('/admin/drivers/{id}/suspend', { ...byId(id), body: { reason } }))
      : body(api.POST('/admin/drivers/{id}/reinstate', { ...byId(id), body: { reason } })),
  driverNote: (id: string, note: string) =>
    body(api.POST('/admin/drivers/{id}/notes', { ...byId(id), body: { note } })),
  markPaid: (input: MarkPaid) => body(api.POST('/admin/payouts/mark-paid', { body: input })),
  approveAd: (id: string, schedule: AdSchedule) =>
    body(api.POST('/admin/ads/{id}/approve', { ...byId(id), body: schedule })),
  rejectAd: (id: string, reason: string) =>
    body(api.POST('/admin/ads/{id}/reject', { ...byId(id), body: { reason } })),
  scheduleAd: (id: string, schedule: AdSchedule) =>
    body(api.PUT('/admin/ads/{id}/schedule', { ...byId(id), body: schedule })),
  orderAds: (ids: string[]) => body(api.PUT('/admin/ads/order', { body: { ids } })),
};
