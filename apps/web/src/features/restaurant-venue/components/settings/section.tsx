import type { UpdateVenueSettings, VenueSettings } from '@lekker/core/contracts/venues';
import { type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues, Path, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { useUpdateSettings } from '@/api/restaurant-venue.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { errorText } from '@/lib/error-text.ts';
import {
  applyServerError,
  type FieldLabels,
  fieldErrors,
  formErrorText,
  useZodForm,
} from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';

/** What every settings section is given: the venue and its settings as the server has them. */
export type SectionProps = { venueId: string; settings: VenueSettings };

/** The sentence for a failed request (the server's, written for people; never a field's code name). */
export const errorMessage = (error: unknown) => errorText(error);

export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** Saves part of the settings with a toast, and keeps the error next to the form that caused it. */
export function useSave(venueId: string, what: string) {
  const update = useUpdateSettings(venueId);
  const [error, setError] = useState<string | null>(null);
  const save = (input: UpdateVenueSettings) =>
    update.mutate(input, {
      onSuccess: () => {
        setError(null);
        toast.success(`${what} saved`);
      },
      onError: (e) => setError(errorMessage(e)),
    });
  return { save, error, setError, pending: update.isPending };
}

/**
 * A settings form over the shared contract (UpdateVenueSettingsSchema through the card's own schema): its values,
 * a setter, the submit that checks and saves with a toast, and the one error line of the card — the first field
 * at fault, or what the server said.
 */
export function useSectionForm<TIn extends FieldValues>(
  venueId: string,
  what: string,
  schema: z.ZodType<UpdateVenueSettings, TIn>,
  defaultValues: DefaultValues<TIn>,
  labels?: FieldLabels,
) {
  const update = useUpdateSettings(venueId);
  const form = useZodForm<TIn, UpdateVenueSettings>(schema, { defaultValues, labels: labels ?? {} });
  const onSubmit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: () => toast.success(`${what} saved`),
      onError: (e) => applyServerError(form, e),
    }),
  );
  const errors = fieldErrors(form.formState.errors);
  const error = Object.values(errors)[0] ?? formErrorText(form.formState.errors);
  const set = <K extends Path<TIn>>(key: K, value: PathValue<TIn, K>) =>
    form.setValue(key, value, { shouldDirty: true });
  return { form, values: form.watch(), set, onSubmit, error, errors, pending: update.isPending };
}

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert variant="destructive" role="alert">
      {error}
    </Alert>
  ) : null;
}
