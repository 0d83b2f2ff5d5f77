import { LoaderCircle, MapPin, MapPinOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { locationText } from '../location-messages.ts';
import { type LocationState, locationBadgeText } from '../location-state.ts';

type LocationStatusBadgeProps = {
  state: Pick<LocationState, 'status' | 'loading' | 'location'>;
  className?: string;
};

/** 'Location Off' | 'Getting Location...' | 'Location Active' | 'Location Denied' (docs/product.md#location). */
export function LocationStatusBadge({ state, className }: LocationStatusBadgeProps) {
  const text = locationBadgeText(state);
  const t = useT();
  const variant =
    text === 'Location Active' ? 'success' : text === 'Location Denied' ? 'destructive' : 'muted';
  const Icon =
    text === 'Getting Location...' ? LoaderCircle : text === 'Location Denied' ? MapPinOff : MapPin;
  return (
    <Badge variant={variant} className={className} data-testid="location-status">
      <Icon aria-hidden="true" className={text === 'Getting Location...' ? 'animate-spin' : undefined} />
      <span role="status">{locationText(t, text)}</span>
    </Badge>
  );
}
