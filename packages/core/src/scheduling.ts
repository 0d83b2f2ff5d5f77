// Order for later (docs/product.md#order-for-later; why: docs/decisions/065-order-for-later.md): the 15-minute slots
// a venue offers from its opening hours for today and the next 6 days, the check of a slot at checkout, and when a
// scheduled order enters the kitchen queue. Times are Africa/Johannesburg wall-clock times.

import { SCHEDULING_LEAD_MAX_MINUTES, TIME_ZONE } from './constants.ts';
import {
  addDays,
  localDate,
  parseInput,
  statusAt,
  type VenueStatusInput,
  zonedInstant,
} from './venue-status.ts';

/** Slots start every 15 minutes on the local clock (12:00, 12:15, …). */
export const SLOT_MINUTES = 15;
/** Today and this many days after it. */
export const SCHEDULE_DAYS_AHEAD = 6;
/** A venue's notice before a slot unless it sets its own (venue settings). */
export const DEFAULT_SCHEDULING_LEAD_MINUTES = 30;
export { SCHEDULING_LEAD_MAX_MINUTES };

const MINUTE_MS = 60_000;

/**
 * Whether the venue takes orders at each instant asked: `venueOpenStatus(input, at).open`, with the stored fields
 * parsed once (the slots ask hundreds of instants of one venue).
 */
export function venueOpenAt(input: VenueStatusInput, timeZone: string = TIME_ZONE): (at: Date) => boolean {
  const parsed = parseInput(input);
  return (at) => statusAt(parsed, at, timeZone).open;
}

export type SchedulingVenue = VenueStatusInput & {
  scheduling_enabled: boolean;
  /** Minutes between the order and its slot, at least. */
  scheduling_lead_minutes: number;
};

/**
 * Every slot the venue takes an order for, oldest first: on the 15-minute grid, after `now` plus the venue's
 * notice, no later than the 6th day after today, and at an instant the venue is open (its hours, closed dates,
 * pause and load-shedding plan, as the open status reads them). None when the venue turned scheduling off.
 */
export function scheduleSlots(venue: SchedulingVenue, now: Date, timeZone: string = TIME_ZONE): Date[] {
  if (!venue.scheduling_enabled || venue.is_active === false) return [];
  const open = venueOpenAt(venue, timeZone);
  const earliest = now.getTime() + Math.max(0, venue.scheduling_lead_minutes) * MINUTE_MS;
  const today = localDate(now, timeZone);
  const slots: Date[] = [];
  for (let d = 0; d <= SCHEDULE_DAYS_AHEAD; d++) {
    const date = addDays(today, d);
    for (let m = 0; m < 24 * 60; m += SLOT_MINUTES) {
      const at = zonedInstant(date, m, timeZone);
      if (at.getTime() > now.getTime() && at.getTime() >= earliest && open(at)) slots.push(at);
    }
  }
  return slots;
}

export type SlotRefusal = 'scheduling_off' | 'not_a_slot' | 'past' | 'too_far' | 'too_soon' | 'closed';

/** Why `slot` cannot be ordered for at `now`, or null when it is one of `scheduleSlots`. */
export function checkSlot(
  venue: SchedulingVenue,
  slot: Date,
  now: Date,
  timeZone: string = TIME_ZONE,
): SlotRefusal | null {
  if (!venue.scheduling_enabled || venue.is_active === false) return 'scheduling_off';
  const t = slot.getTime();
  if (Number.isNaN(t) || t % (SLOT_MINUTES * MINUTE_MS) !== 0) return 'not_a_slot';
  if (t <= now.getTime()) return 'past';
  if (localDate(slot, timeZone) > addDays(localDate(now, timeZone), SCHEDULE_DAYS_AHEAD)) return 'too_far';
  if (t < now.getTime() + Math.max(0, venue.scheduling_lead_minutes) * MINUTE_MS) return 'too_soon';
  if (!venueOpenAt(venue, timeZone)(slot)) return 'closed';
  return null;
}

/** The sentence a customer reads when checkout refuses a slot (nothing is charged). */
export function slotRefusalText(refusal: SlotRefusal, venueName: string, leadMinutes: number): string {
  switch (refusal) {
    case 'scheduling_off':
      return `${venueName} does not take orders for later. Please choose Now.`;
    case 'not_a_slot':
      return 'Please choose one of the times listed.';
    case 'past':
      return 'That time has already passed. Please choose a later time.';
    case 'too_far':
      return `You can order up to ${SCHEDULE_DAYS_AHEAD} days ahead. Please choose an earlier day.`;
    case 'too_soon':
      return `${venueName} needs at least ${leadMinutes} minutes' notice. Please choose a later time.`;
    case 'closed':
      return `${venueName} is closed at that time. Please choose one of the times listed.`;
  }
}

/**
 * When a scheduled order enters the kitchen queue (the desk's New column, with its ring): its slot minus the
 * preparation time the desk would suggest for it, so the food is ready at the slot.
 */
export function releaseAt(slot: Date, preparationMinutes: number): Date {
  return new Date(slot.getTime() - preparationMinutes * MINUTE_MS);
}

/** Slots (ISO instants) grouped by their local date, in order: what the checkout's day and time lists show. */
export function slotsByDay(
  slots: readonly string[],
  timeZone: string = TIME_ZONE,
): { date: string; slots: string[] }[] {
  const days: { date: string; slots: string[] }[] = [];
  for (const iso of slots) {
    const date = localDate(new Date(iso), timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(iso);
    else days.push({ date, slots: [iso] });
  }
  return days;
}
