import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePortalVenueState } from '@/lib/portal-venue.tsx';

/**
 * Portal pages render only once a venue is selected: loading, error (with Retry) and "no venue yet" states come
 * from here. Without a restaurant viewer (state idle) the page's route guard decides what happens.
 */
export function PortalVenueGate({ children }: { children: ReactNode }) {
  const state = usePortalVenueState();
  switch (state.status) {
    case 'idle':
    case 'ready':
      return children;
    case 'loading':
      return <PageLoader />;
    case 'error':
      return (
        <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
          <p className="font-semibold">We couldn't load your venues.</p>
          <p className="text-sm text-muted-foreground">{state.error.message}</p>
          <Button onClick={state.retry}>Retry</Button>
        </div>
      );
    case 'empty':
      return (
        <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
          <Store aria-hidden="true" className="size-10 text-muted-foreground" />
          <h1 className="text-xl font-bold">No venue yet</h1>
          <p className="text-sm text-muted-foreground">
            Your account is not linked to a restaurant or store. Once an application is approved, its venue
            appears here.
          </p>
          <Button asChild variant="outline">
            <Link to="/restaurant/status">See your application status</Link>
          </Button>
        </div>
      );
  }
}
