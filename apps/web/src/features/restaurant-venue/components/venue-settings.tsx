import { useVenueSettings } from '@/api/restaurant-venue.ts';
import { GoLiveChecklistCard } from './go-live-checklist.tsx';
import { PanelError, PanelSkeleton } from './query-state.tsx';
import { ClosedDatesCard } from './settings/closed-dates-card.tsx';
import { CollectionCard } from './settings/collection-card.tsx';
import { DetailsCard } from './settings/details-card.tsx';
import { HoursCard } from './settings/hours-card.tsx';
import { ImagesCard } from './settings/images-card.tsx';
import { LoadSheddingCard } from './settings/load-shedding-card.tsx';
import { LocationCard } from './settings/location-card.tsx';
import { NotificationsCard } from './settings/notifications-card.tsx';
import { SchedulingCard } from './settings/scheduling-card.tsx';
import { StatusCard } from './settings/status-card.tsx';

/** The venue settings page body for one venue (the portal passes the selected venue's id). */
export function VenueSettingsPanel({ venueId }: { venueId: string }) {
  const settings = useVenueSettings(venueId);
  if (settings.isPending) return <PanelSkeleton label="Loading the venue settings" rows={6} />;
  if (settings.isError)
    return <PanelError message={settings.error.message} onRetry={() => void settings.refetch()} />;
  const s = settings.data;
  return (
    // Keyed by venue: switching venues starts every form afresh.
    <div key={s.id} className="space-y-6">
      {/* Until live: the checklist and the Go live button; afterwards one line saying the venue is live. */}
      <GoLiveChecklistCard venueId={venueId} />
      <StatusCard venueId={venueId} settings={s} />
      <DetailsCard venueId={venueId} settings={s} />
      <LocationCard venueId={venueId} settings={s} />
      <ImagesCard venueId={venueId} settings={s} />
      <HoursCard venueId={venueId} settings={s} />
      <ClosedDatesCard venueId={venueId} settings={s} />
      <LoadSheddingCard venueId={venueId} settings={s} />
      <SchedulingCard venueId={venueId} settings={s} />
      <CollectionCard venueId={venueId} settings={s} />
      <NotificationsCard venueId={venueId} />
    </div>
  );
}
