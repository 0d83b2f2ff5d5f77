import { navigationLinks } from '@lekker/core/driver';
import { Navigation } from 'lucide-react';

type NavigateLinksProps = { to: { latitude: number; longitude: number } | null; label: string };

/** "Navigate" to a point in Google Maps, Apple Maps or Waze (each opens the app when installed). */
export function NavigateLinks({ to, label }: NavigateLinksProps) {
  if (!to) return <p className="text-sm text-muted-foreground">No map pin for {label}: use the address.</p>;
  const links = navigationLinks(to);
  const item =
    'flex min-h-12 flex-1 items-center justify-center gap-2 rounded-xl border-2 border-foreground bg-card px-3 text-base font-bold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  return (
    <nav aria-label={`Navigate to ${label}`} className="space-y-2">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Navigation aria-hidden="true" className="size-4" /> Navigate to {label}
      </p>
      <div className="flex gap-2">
        <a className={item} href={links.google} target="_blank" rel="noreferrer">
          Google Maps
        </a>
        <a className={item} href={links.apple} target="_blank" rel="noreferrer">
          Apple Maps
        </a>
        <a className={item} href={links.waze} target="_blank" rel="noreferrer">
          Waze
        </a>
      </div>
    </nav>
  );
}
