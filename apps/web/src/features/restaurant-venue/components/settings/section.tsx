import type { UpdateVenueSettings, VenueSettings } from '@lekker/core/contracts/venues';
import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateSettings } from '../../api/venue-api.ts';

/** What every settings section is given: the venue and its settings as the server has them. */
export type SectionProps = { venueId: string; settings: VenueSettings };

/** The server's sentence, with the fields at fault named. */
export const errorMessage = (error: unknown) => {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0)
    return `${error.message} ${Object.entries(error.fields)
      .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${v}`)
      .join('; ')}`;
  return error instanceof Error ? error.message : 'Something went wrong.';
};

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

export function FormError({ error }: { error: string | null }) {
  return error ? (
    <Alert variant="destructive" role="alert">
      {error}
    </Alert>
  ) : null;
}
