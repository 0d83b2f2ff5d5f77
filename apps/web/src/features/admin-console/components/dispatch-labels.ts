// The dispatch board's words for states and ages (decision 072), one place for the lists, the map and the panel.
import type { BoardDriver, BoardWaitingOrder, ScoredCandidate } from '@/api/dispatch-board.ts';
import type { MessageId, t as translate } from '@/lib/i18n/i18n.ts';

type T = typeof translate;

export const DRIVER_STATE_KEYS: Record<BoardDriver['state'], MessageId> = {
  free: 'dispatchBoard.state.free',
  on_job: 'dispatchBoard.state.onJob',
  stale: 'dispatchBoard.state.stale',
};

/** The dot colour of each state on the map and beside each name in the list (not the only cue: the words show too). */
export const DRIVER_STATE_COLOURS: Record<BoardDriver['state'], string> = {
  free: '#166534',
  on_job: '#1d4ed8',
  stale: '#6b7280',
};

const ORDER_STATUS_KEYS: Record<BoardWaitingOrder['status'], MessageId> = {
  confirmed: 'dispatchBoard.status.confirmed',
  preparing: 'dispatchBoard.status.preparing',
  ready: 'dispatchBoard.status.ready',
};

export const OFFER_STATUS_KEYS: Record<
  'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn',
  MessageId
> = {
  open: 'dispatchBoard.offer.open',
  accepted: 'dispatchBoard.offer.accepted',
  declined: 'dispatchBoard.offer.declined',
  expired: 'dispatchBoard.offer.expired',
  withdrawn: 'dispatchBoard.offer.withdrawn',
};

export const SOURCE_KEYS: Record<'area' | 'town' | 'default', MessageId> = {
  area: 'dispatchBoard.source.area',
  town: 'dispatchBoard.source.town',
  default: 'dispatchBoard.source.default',
};

export const EXCLUDED_KEYS: Record<NonNullable<ScoredCandidate['excluded']>, MessageId> = {
  cash_limit: 'dispatchBoard.excluded.cashLimit',
};

/** "position 45 s ago", "position 3 min ago", or "no position yet". */
export function positionAge(t: T, d: BoardDriver): string {
  const s = d.position_age_seconds;
  if (s === null) return t('dispatchBoard.noPosition');
  if (s < 60) return t('dispatchBoard.ageSeconds', { seconds: s });
  return t('dispatchBoard.ageMinutes', { minutes: Math.floor(s / 60) });
}

/** "Ready · waiting 6 min · offering, wave 2" */
export function orderLine(t: T, o: BoardWaitingOrder): string {
  const dispatch =
    o.dispatch_state === 'offering'
      ? t('dispatchBoard.dispatch.offering', { wave: o.wave })
      : o.dispatch_state === 'waiting'
        ? t('dispatchBoard.dispatch.waiting')
        : o.dispatch_state === 'fallback'
          ? t('dispatchBoard.dispatch.fallback')
          : t('dispatchBoard.dispatch.none');
  return `${t(ORDER_STATUS_KEYS[o.status])} · ${t('dispatchBoard.waitingAge', { minutes: o.age_minutes })} · ${dispatch}`;
}
