import { SCHEDULING_LEAD_MAX_MINUTES } from '@lekker/core/constants';
import { UpdateVenueSettingsSchema } from '@lekker/core/contracts/venues';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { t as translate } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormError, Section, type SectionProps, useSectionForm } from './section.tsx';

type SchedulingValues = { scheduling_enabled: boolean; scheduling_lead_minutes: string };

/** As typed → the settings PATCH, checked by the shared contract (whole minutes, at most a day). */
const SchedulingSchema = formSchema((v: SchedulingValues, refuse) => {
  const lead = Number(v.scheduling_lead_minutes.trim());
  if (
    v.scheduling_lead_minutes.trim() === '' ||
    !Number.isInteger(lead) ||
    lead < 0 ||
    lead > SCHEDULING_LEAD_MAX_MINUTES
  )
    refuse(
      'scheduling_lead_minutes',
      translate('ordering.settings.leadInvalid', { max: SCHEDULING_LEAD_MAX_MINUTES }),
    );
  return { scheduling_enabled: v.scheduling_enabled, scheduling_lead_minutes: lead };
}, UpdateVenueSettingsSchema);

/** Order for later (docs/product.md#order-for-later): on or off, and the notice the kitchen needs before a slot. */
export function SchedulingCard({ venueId, settings }: SectionProps) {
  const id = useId();
  const t = useT();
  const { form, onSubmit, error, errors, pending } = useSectionForm<SchedulingValues>(
    venueId,
    t('ordering.settings.title'),
    SchedulingSchema,
    {
      scheduling_enabled: settings.scheduling_enabled,
      scheduling_lead_minutes: String(settings.scheduling_lead_minutes),
    },
    { scheduling_lead_minutes: t('ordering.settings.lead') },
  );
  return (
    <Section title={t('ordering.settings.title')} description={t('ordering.settings.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('scheduling_enabled')} />
          {t('ordering.settings.enabled')}
        </label>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-lead`}>{t('ordering.settings.lead')}</Label>
          <Input
            id={`${id}-lead`}
            inputMode="numeric"
            className="max-w-40"
            {...form.register('scheduling_lead_minutes')}
            aria-invalid={errors.scheduling_lead_minutes ? true : undefined}
            aria-describedby={`${id}-lead-hint`}
          />
          <p id={`${id}-lead-hint`} className="text-xs text-muted-foreground">
            {t('ordering.settings.leadHint')}
          </p>
        </div>
        <FormError error={error} />
        <Button type="submit" disabled={pending}>
          {pending ? t('ordering.settings.saving') : t('ordering.settings.save')}
        </Button>
      </form>
    </Section>
  );
}
