import { type LoadSheddingMode, UpdateVenueSettingsSchema } from '@lekker/core/contracts/venues';
import {
  formatLoadSheddingText,
  parseLoadSheddingText,
  REDUCED_MENU_EMPTY,
} from '@lekker/core/load-shedding';
import { useId, useRef } from 'react';
import { useAdminMenu } from '@/api/restaurant-venue.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { FormError, Section, type SectionProps, useSave, useSectionForm } from './section.tsx';

type PlanValues = { text: string; mode: LoadSheddingMode; extra: string };

/** The pasted slots, read line by line, and the minutes → the plan, checked by the shared contract. */
const planSchema = (reducedMenuEmpty: () => boolean) =>
  formSchema((v: PlanValues, refuse) => {
    const parsed = parseLoadSheddingText(v.text);
    if (parsed.errors.length > 0)
      refuse('text', parsed.errors.map((e) => `Line ${e.line} ("${e.text}"): ${e.message}`).join(' '));
    const minutes = Number(v.extra);
    if (!Number.isInteger(minutes) || minutes < 0 || minutes > 120)
      refuse('extra', 'Extra preparation time: whole minutes from 0 to 120.');
    if (parsed.errors.length === 0 && parsed.slots.length === 0)
      refuse('text', 'Paste at least one slot, e.g. "Mon 16:00-18:30".');
    if (reducedMenuEmpty()) refuse('mode', REDUCED_MENU_EMPTY);
    return { load_shedding: { mode: v.mode, extra_prep_minutes: minutes, slots: parsed.slots } };
  }, UpdateVenueSettingsSchema);

/** The plan being edited (slots as text, mode, extra minutes), checked against the menu and saved or turned off. */
function useLoadSheddingForm(venueId: string, settings: SectionProps['settings']) {
  const plan = settings.load_shedding;
  // A reduced menu with no dish flagged 'Cooks without power' would be empty for customers (decision 056).
  const menu = useAdminMenu(venueId);
  const off = useSave(venueId, 'Load-shedding plan');
  const emptyMenu = useRef(false);
  const planForm = useSectionForm<PlanValues>(
    venueId,
    'Load-shedding plan',
    planSchema(() => emptyMenu.current),
    {
      text: plan ? formatLoadSheddingText(plan.slots) : '',
      mode: plan?.mode ?? 'reduced_menu',
      extra: String(plan?.extra_prep_minutes ?? 10),
    },
    { text: 'Weekly slots', extra: 'Extra preparation time', mode: 'During a slot' },
  );
  const { text, mode, extra } = planForm.values;
  const reducedMenuEmpty =
    mode === 'reduced_menu' && menu.data !== undefined && !menu.data.items.some((i) => i.cooks_without_power);
  emptyMenu.current = reducedMenuEmpty;
  const onSubmit = planForm.onSubmit;
  const turnOff = () => {
    off.save({ load_shedding: null });
    planForm.set('text', '');
  };
  const setText = (value: string) => planForm.set('text', value);
  const setMode = (value: LoadSheddingMode) => planForm.set('mode', value);
  const setExtra = (value: string) => planForm.set('extra', value);
  const error = planForm.error ?? off.error;
  const pending = planForm.pending || off.pending;
  const fields = { text, setText, mode, setMode, extra, setExtra };
  return { plan, fields, reducedMenuEmpty, onSubmit, turnOff, error, pending };
}

/** The load-shedding plan: the area's weekly slots, what happens during one, and extra preparation time. */
export function LoadSheddingCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const { plan, fields, reducedMenuEmpty, onSubmit, turnOff, error, pending } = useLoadSheddingForm(
    venueId,
    settings,
  );
  const { text, setText, mode, setMode, extra, setExtra } = fields;

  return (
    <Section
      title="Load-shedding plan"
      description="Paste your area's weekly slots for your stage. During a slot we switch automatically, and back at its end."
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-slots`}>Weekly slots (one day per line, 24-hour times)</Label>
          <Textarea
            id={`${id}-slots`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            placeholder={'Mon 10:00-12:30\nTue 18:00-20:30, 02:00-04:30\nDaily 16:00-18:30'}
            aria-describedby={`${id}-slots-hint`}
            className="font-mono"
          />
          <p id={`${id}-slots-hint`} className="text-xs text-muted-foreground">
            Days: Mon … Sun, Daily, Weekdays, Weekends. A slot like 22:00-00:30 runs past midnight.
          </p>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">During a slot</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="size-4 accent-primary"
              checked={mode === 'reduced_menu'}
              onChange={() => setMode('reduced_menu')}
            />
            Reduced menu: only items that cook without power
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="size-4 accent-primary"
              checked={mode === 'pause'}
              onChange={() => setMode('pause')}
            />
            Pause: closed until the slot ends
          </label>
        </fieldset>
        {reducedMenuEmpty ? (
          <p
            role="status"
            data-testid="reduced-menu-empty"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {REDUCED_MENU_EMPTY}
          </p>
        ) : null}
        <div className="max-w-xs space-y-1.5">
          <Label htmlFor={`${id}-extra`}>Extra preparation time during a slot (minutes)</Label>
          <Input
            id={`${id}-extra`}
            inputMode="numeric"
            value={extra}
            onChange={(e) => setExtra(e.target.value)}
          />
        </div>
        <FormError error={error} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save load-shedding plan'}
          </Button>
          {plan ? (
            <Button type="button" variant="outline" disabled={pending} onClick={turnOff}>
              Turn off
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}
