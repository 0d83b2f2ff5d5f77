// The driver's app: shift, position, the 20 km job feed, the current job (accept, pick up, deliver) and earnings.
import type { DriverLocation } from '@lekker/core/contracts/orders';
import { queryOptions } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type DriverShift = Schemas['DriverShift'];
export type DriverJobOffers = Schemas['DriverJobOffers'];
export type DriverJobOffer = DriverJobOffers['offers'][number];
export type DriverActiveJob = NonNullable<Schemas['DriverActiveJobResponse']['job']>;
export type DriverEarnings = Schemas['DriverEarnings'];
export type DriverDeliverRequest = Schemas['DriverDeliverRequest'];
export type DriverDispatchOffer = NonNullable<Schemas['DriverDispatchOfferResponse']['offer']>;

/** GET /api/driver/shift: online or not, and whether the position on file is fresh enough for offers. */
export const getShift = (signal?: AbortSignal) => body(api.GET('/driver/shift', { signal }));

/** POST /api/driver/shift: go online or offline. */
export const setShift = (online: boolean) => body(api.POST('/driver/shift', { body: { online } }));

/** POST /api/driver/location (update_driver_location). */
export const sendDriverLocation = (location: DriverLocation) =>
  body(api.POST('/driver/location', { body: location }));

/** GET /api/driver/offers: open jobs within 20 km (empty while offline or without a fresh position). */
export const getOffers = (signal?: AbortSignal) => body(api.GET('/driver/offers', { signal }));

/** GET /api/driver/job: the job in hand, or null. */
export const getActiveJob = (signal?: AbortSignal) => body(api.GET('/driver/job', { signal }));

/** GET /api/driver/earnings: today, this week (Mon–Sun), cash held vs owed, completed jobs. */
export const getEarnings = (signal?: AbortSignal) => body(api.GET('/driver/earnings', { signal }));

/** GET /api/driver/offer: the job the dispatcher offered this driver (30 s to answer), or null. */
export const getDispatchOffer = (signal?: AbortSignal) => body(api.GET('/driver/offer', { signal }));

const onOrder = (id: string) => ({ params: { path: { id } } });
/** POST /api/driver/offers/{id}/decline: the job goes to the next drivers at once. */
export const declineOffer = (id: string) => body(api.POST('/driver/offers/{id}/decline', onOrder(id)));
export const acceptJob = (id: string) => body(api.POST('/driver/orders/{id}/accept', onOrder(id)));
export const pickUpJob = (id: string) => body(api.POST('/driver/orders/{id}/pickup', onOrder(id)));
export const deliverJob = (id: string, request: DriverDeliverRequest) =>
  body(api.POST('/driver/orders/{id}/deliver', { ...onOrder(id), body: request }));

export const shiftQuery = () =>
  queryOptions({ queryKey: queryKeys.driver.shift, queryFn: ({ signal }) => getShift(signal) });

/** The feed is pushed (offers.changed); the 30 s poll only covers a lost connection. */
export const offersQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.driver.offers,
    queryFn: ({ signal }) => getOffers(signal),
    enabled,
    refetchInterval: enabled ? 30_000 : false,
  });

/** Pushed like the feed (offers.changed on the driver's room); the 15 s poll only covers a lost connection. */
export const dispatchOfferQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.driver.offer,
    queryFn: ({ signal }) => getDispatchOffer(signal),
    enabled,
    refetchInterval: enabled ? 15_000 : false,
  });

export const activeJobQuery = () =>
  queryOptions({ queryKey: queryKeys.driver.job, queryFn: ({ signal }) => getActiveJob(signal) });

export const earningsQuery = () =>
  queryOptions({ queryKey: queryKeys.driver.earnings, queryFn: ({ signal }) => getEarnings(signal) });
