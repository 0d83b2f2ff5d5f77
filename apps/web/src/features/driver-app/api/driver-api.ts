// The driver app's endpoints. Written with apiGet/apiSend until the driver routes are in the generated typed
// client (`npm run api:generate` after the server's driver routes land); the answers are parsed with the core
// contracts, so a drifting server fails loudly here rather than deep inside a screen.
import {
  type DriverActiveJobResponse,
  DriverActiveJobResponseSchema,
  type DriverDeliverRequest,
  type DriverEarnings,
  DriverEarningsSchema,
  type DriverJobOffers,
  DriverJobOffersSchema,
  type DriverShift,
  DriverShiftSchema,
} from '@lekker/core/contracts/drivers';
import type { DriverLocation } from '@lekker/core/contracts/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';

export const driverKeys = {
  all: ['driver'] as const,
  shift: ['driver', 'shift'] as const,
  offers: ['driver', 'offers'] as const,
  job: ['driver', 'job'] as const,
  earnings: ['driver', 'earnings'] as const,
};

export async function getShift(): Promise<DriverShift> {
  return DriverShiftSchema.parse(await apiGet('/driver/shift'));
}

export async function setShift(online: boolean): Promise<DriverShift> {
  return DriverShiftSchema.parse(await apiSend('POST', '/driver/shift', { online }));
}

export function sendDriverLocation(location: DriverLocation): Promise<unknown> {
  return apiSend('POST', '/driver/location', location);
}

export async function getOffers(): Promise<DriverJobOffers> {
  return DriverJobOffersSchema.parse(await apiGet('/driver/offers'));
}

export async function getActiveJob(): Promise<DriverActiveJobResponse> {
  return DriverActiveJobResponseSchema.parse(await apiGet('/driver/job'));
}

export async function getEarnings(): Promise<DriverEarnings> {
  return DriverEarningsSchema.parse(await apiGet('/driver/earnings'));
}

export const acceptJob = (orderId: string) => apiSend('POST', `/driver/orders/${orderId}/accept`);
export const pickUpJob = (orderId: string) => apiSend('POST', `/driver/orders/${orderId}/pickup`);
export const deliverJob = (orderId: string, body: DriverDeliverRequest) =>
  apiSend('POST', `/driver/orders/${orderId}/deliver`, body);

export const shiftQuery = () => queryOptions({ queryKey: driverKeys.shift, queryFn: getShift });
export const offersQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: driverKeys.offers,
    queryFn: getOffers,
    enabled,
    refetchInterval: enabled ? 30_000 : false,
  });
export const activeJobQuery = () => queryOptions({ queryKey: driverKeys.job, queryFn: getActiveJob });
export const earningsQuery = () => queryOptions({ queryKey: driverKeys.earnings, queryFn: getEarnings });

/** A 600 s link to the customer's receipt (the assigned driver may see it). */
export async function receiptLink(path: string): Promise<string> {
  const { url } = await apiSend<{ url: string }>('POST', '/receipts/signed-url', { path });
  return url;
}
