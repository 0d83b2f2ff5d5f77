import { TIME_ZONE } from './constants.ts';

/**
 * Today's calendar date in South Africa (Africa/Johannesburg) as YYYY-MM-DD: the day a customer and the server
 * both mean by "today" (the earliest preferred delivery date), whatever the device's own zone.
 */
export function todayInSouthAfrica(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
