// Order for later (docs/product.md#order-for-later): a slot's day and time as people read them, in their language,
// on the Johannesburg clock whatever the device's own zone.
import { TIME_ZONE } from '@lekker/core/constants';
import { sastClockText } from '@lekker/core/sast-date';
import { addDays, localDate } from '@lekker/core/venue-status';
import type { t as translate } from './i18n/i18n.ts';
import { useLocale, useT } from './i18n/use-t.ts';

/** 'Today', 'Tomorrow', else the weekday and date ('Fri, 4 Dec'), for a YYYY-MM-DD Johannesburg date. */
export function dayText(date: string, now: Date, locale: string, t: typeof translate): string {
  const today = localDate(now);
  if (date === today) return t('ordering.when.today');
  if (date === addDays(today, 1)) return t('ordering.when.tomorrow');
  return new Intl.DateTimeFormat([locale, 'en-ZA'], {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${date}T12:00:00+02:00`));
}

/** The day and slot text for components: `day(date)` and `slot(iso)` ('Tomorrow 12:30'). */
export function useSlotText() {
  const t = useT();
  const locale = useLocale();
  const day = (date: string) => dayText(date, new Date(), locale, t);
  const slot = (iso: string) =>
    t('ordering.slot', { day: day(localDate(new Date(iso))), time: sastClockText(iso) });
  return { day, slot, time: sastClockText };
}
