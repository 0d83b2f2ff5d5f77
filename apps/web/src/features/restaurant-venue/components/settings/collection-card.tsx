import { UpdateVenueSettingsSchema } from '@lekker/core/contracts/venues';
import { Button } from '@/components/ui/button.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormError, Section, type SectionProps, useSectionForm } from './section.tsx';

type CollectionValues = { offers_collection: boolean };

/** As ticked → the settings PATCH, checked by the shared contract. */
const CollectionSchema = formSchema(
  (v: CollectionValues): { offers_collection?: boolean } => ({ offers_collection: v.offers_collection }),
  UpdateVenueSettingsSchema,
);

/**
 * Collect it yourself (docs/decisions/068-collect-it-yourself.md): whether customers may choose to collect their
 * order at the venue's address, with no delivery fee; the desk hands it over with the customer's pick-up code.
 */
export function CollectionCard({ venueId, settings }: SectionProps) {
  const t = useT();
  const { form, onSubmit, error, pending } = useSectionForm<CollectionValues>(
    venueId,
    t('collect.settings.title'),
    CollectionSchema,
    { offers_collection: settings.offers_collection },
  );
  return (
    <Section title={t('collect.settings.title')} description={t('collect.settings.description')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...form.register('offers_collection')} />
          {t('collect.settings.enabled')}
        </label>
        <FormError error={error} />
        <Button type="submit" disabled={pending}>
          {pending ? t('collect.settings.saving') : t('collect.settings.save')}
        </Button>
      </form>
    </Section>
  );
}
