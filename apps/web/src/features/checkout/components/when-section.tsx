import { sastClockText } from '@lekker/core/sast-date';
import { slotsByDay } from '@lekker/core/scheduling';
import { localDate } from '@lekker/core/venue-status';
import { CalendarClock, Clock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useOrderSlots } from '@/api/order-slots.ts';
import { useRestaurant } from '@/api/restaurants.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useSlotText } from '@/lib/slot-text.ts';
import { PaymentOption } from './payment-option.tsx';

/**
 * 'When?' at checkout (docs/product.md#order-for-later): Now, or a 15-minute slot of the venue's (a day, then a
 * time). `value` is the chosen slot (an ISO instant) or null for Now. Venues that take no orders for later show
 * Now only.
 */
export function WhenSection({
  restaurantId,
  value,
  onChange,
}: {
  restaurantId: string | undefined;
  value: string | null;
  onChange(slot: string | null): void;
}) {
  const id = useId();
  const t = useT();
  const { day: dayLabel } = useSlotText();
  const slots = useOrderSlots(restaurantId, true);
  // Later chosen before the times arrived: the first time is taken as soon as they do.
  // A venue closed now takes only orders for later: Later is chosen from the start.
  const closedNow = useRestaurant(restaurantId ?? null).data?.is_open === false;
  const [wantsLater, setWantsLater] = useState(false);
  useEffect(() => {
    if (closedNow) setWantsLater(true);
  }, [closedNow]);
  const days = slotsByDay(slots.data?.slots ?? []);
  const first = days[0]?.slots[0];
  useEffect(() => {
    if (wantsLater && value === null && first) onChange(first);
  }, [wantsLater, value, first, onChange]);
  if (slots.data && !slots.data.enabled) return null;
  const chosenDay = value ? localDate(new Date(value)) : null;
  const dayOfChoice = days.find((d) => d.date === chosenDay) ?? null;

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{t('ordering.when.legend')}</legend>
      <div className="grid grid-cols-2 gap-2">
        <PaymentOption
          name={`${id}-when`}
          checked={value === null && !wantsLater}
          onSelect={() => {
            setWantsLater(false);
            onChange(null);
          }}
          icon={<Clock aria-hidden="true" className="size-5" />}
          label={t('ordering.when.now')}
        />
        <PaymentOption
          name={`${id}-when`}
          checked={value !== null || wantsLater}
          onSelect={() => {
            setWantsLater(true);
            if (first) onChange(first);
          }}
          icon={<CalendarClock aria-hidden="true" className="size-5" />}
          label={t('ordering.when.later')}
        />
      </div>
      {slots.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          {t('ordering.when.loading')}
        </p>
      ) : slots.isError ? (
        <Alert variant="destructive" role="alert" className="flex items-center justify-between gap-2">
          {t('ordering.when.error')}
          <Button type="button" size="sm" variant="outline" onClick={() => void slots.refetch()}>
            {t('ordering.when.retry')}
          </Button>
        </Alert>
      ) : days.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('ordering.when.none')}</p>
      ) : value !== null ? (
        <div className="grid grid-cols-2 gap-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-day`}>{t('ordering.when.day')}</Label>
            <NativeSelect
              id={`${id}-day`}
              value={dayOfChoice?.date ?? ''}
              onChange={(e) => {
                const day = days.find((d) => d.date === e.target.value);
                if (day?.slots[0]) onChange(day.slots[0]);
              }}
            >
              {dayOfChoice ? null : <option value="">{t('ordering.when.pickDay')}</option>}
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-time`}>{t('ordering.when.time')}</Label>
            <NativeSelect id={`${id}-time`} value={value} onChange={(e) => onChange(e.target.value)}>
              {dayOfChoice?.slots.includes(value) ? null : (
                <option value={value}>{sastClockText(value)}</option>
              )}
              {(dayOfChoice?.slots ?? []).map((slot) => (
                <option key={slot} value={slot}>
                  {sastClockText(slot)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      ) : null}
      {value !== null && dayOfChoice ? (
        <p className="text-sm text-muted-foreground">
          {t('ordering.when.summary', { day: dayLabel(dayOfChoice.date), time: sastClockText(value) })}
        </p>
      ) : null}
    </fieldset>
  );
}
