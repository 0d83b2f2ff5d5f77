import { useId } from 'react';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { usePortalVenueState } from '@/lib/portal-venue.tsx';

/** The portal header's venue switcher: a select when the caller runs several venues, the name when one. */
export function PortalVenueSwitcher() {
  const state = usePortalVenueState();
  const id = useId();
  if (state.status !== 'ready') return null;
  const { venue, venues, setVenueId } = state;
  if (venues.length === 1)
    return (
      <p className="min-w-0 truncate text-sm font-semibold" data-testid="portal-venue-name">
        <span className="sr-only">Venue: </span>
        {venue.name}
      </p>
    );
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-muted-foreground">
        Venue
      </label>
      <NativeSelect
        id={id}
        className="w-44 sm:w-56"
        value={venue.id}
        onChange={(event) => setVenueId(event.target.value)}
      >
        {venues.map((v) => (
          <option key={v.id} value={v.id}>
            {v.is_active ? v.name : `${v.name} (not live)`}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
