import { LOCATION_CARD_RADIUS_KM } from '@lekker/core/constants';
import { MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';

type LocationStatusCardProps = {
  /** Place name shown to the customer (the default label when no location is known). */
  label: string;
  /** Whether a location is known, so the list is limited to restaurants that deliver there. */
  hasLocation: boolean;
};

/** Where the list is for; the page's h1. */
export function LocationStatusCard({ label, hasLocation }: LocationStatusCardProps) {
  return (
    <section className="flex items-start gap-3 rounded-card border bg-card p-4 shadow-sm sm:items-center">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <MapPin aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h1 className="text-lg leading-tight font-bold sm:text-xl">Delivering to {label}</h1>
          <p className="text-sm text-muted-foreground">
            Showing restaurants within {LOCATION_CARD_RADIUS_KM}km
            {hasLocation ? ' of your location' : ''}
          </p>
        </div>
        <Badge variant={hasLocation ? 'success' : 'muted'} className="self-start sm:self-auto">
          {hasLocation ? 'Location Active' : 'Location Off'}
        </Badge>
      </div>
    </section>
  );
}
