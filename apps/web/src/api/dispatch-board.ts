// The admins' dispatch board (/api/admin/dispatch/…, decision 072): drivers on shift and orders waiting for one,
// polled every 5 s, and one order's candidates as the dispatcher scores them. Assigning is adminApi.reassign.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type DispatchBoard = Schemas['DispatchBoard'];
export type BoardDriver = Schemas['BoardDriver'];
export type BoardWaitingOrder = Schemas['BoardWaitingOrder'];
export type DispatchCandidates = Schemas['DispatchCandidates'];
export type ScoredCandidate = Schemas['ScoredCandidate'];

/** The board refreshes every 5 s (positions are written every few seconds; order changes also refresh it). */
export const BOARD_REFRESH_MS = 5_000;

export const useDispatchBoard = () =>
  useQuery({
    queryKey: queryKeys.admin.dispatchBoard,
    queryFn: ({ signal }) => body(api.GET('/admin/dispatch/board', { signal })),
    refetchInterval: BOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });

export const useDispatchCandidates = (orderId: string) =>
  useQuery({
    queryKey: queryKeys.admin.dispatchCandidates(orderId),
    queryFn: ({ signal }) =>
      body(api.GET('/admin/dispatch/orders/{id}/candidates', { params: { path: { id: orderId } }, signal })),
    refetchInterval: BOARD_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
