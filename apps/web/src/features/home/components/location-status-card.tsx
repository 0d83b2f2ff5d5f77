import { LOCATION_CARD_RADIUS_KM } from '@lekker/core/constants';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

type LocationStatusCardProps = {
  /** Place name shown to the customer (the default label when no location is known). */
  label: string;
  /** Whether a location is known, so the list is limited to restaurants that deliver there. */
  hasLocation: boolean;
  /** The location status badge (Location Off / Getting Location... / Location Active / Location Denied). */
  badge: ReactNode;
  /** The error panel and the manual address search. */
  children?: ReactNode;
};

/** Where the list is for; the page's h1. */
export function LocationStatusCard({ label, hasLocation, badge, children }: LocationStatusCardProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="location-status-title"
      className="space-y-4 rounded-card border bg-card p-4 shadow-sm"
    >
      <div className="flex items-start gap-3 sm:items-center">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <MapPin aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <h1 id="location-status-title" className="text-lg leading-tight font-bold sm:text-xl">
              {t('home.deliveringTo', { place: label })}
            </h1>
            <p className="text-sm text-muted-foreground">
              {t('home.showingWithin', { km: LOCATION_CARD_RADIUS_KM, located: hasLocation ? 'yes' : 'no' })}
            </p>
          </div>
          <div className="self-start sm:self-auto">{badge}</div>
        </div>
      </div>
      {children ? <div className="border-t pt-4">{children}</div> : null}
    </section>
  );
}
