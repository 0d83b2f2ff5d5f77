import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useViewer, type Viewer } from '@/api/viewer.ts';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { Button } from '@/components/ui/button.tsx';
import { hasRole, isApprovedDriver } from '../access.ts';
import { withRedirect } from '../redirect.ts';

/** Where to send this viewer instead of the page (`here` is the current path), or null to let them in. */
type Decide = (viewer: Viewer | null, here: string) => string | null;

type RequireAccessProps = { decide: Decide; children?: ReactNode };

/**
 * Route guard: the loading placeholder while the viewer loads, a redirect when the viewer may not enter, the page
 * (children, else the nested route) otherwise. Signing out anywhere makes the viewer null, so an open guarded
 * page moves to its door by itself.
 */
export function RequireAccess({ decide, children }: RequireAccessProps) {
  const viewer = useViewer();
  const location = useLocation();
  if (viewer.isPending) return <PageLoader />;
  if (viewer.data === undefined) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <p className="font-semibold">We couldn't check whether you're signed in.</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button onClick={() => viewer.refetch()}>Try again</Button>
      </div>
    );
  }
  const target = decide(viewer.data, `${location.pathname}${location.search}`);
  if (target) return <Navigate to={target} replace />;
  return children ?? <Outlet />;
}

/** Any signed-in person; others go to the door (and come back after signing in). */
export function RequireSignedIn({ door, children }: { door: string; children?: ReactNode }) {
  return (
    <RequireAccess decide={(viewer, here) => (viewer ? null : withRedirect(door, here))}>
      {children}
    </RequireAccess>
  );
}

/** Admin area: the admin role, else the admin door. */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  return (
    <RequireAccess
      decide={(viewer, here) =>
        !viewer ? withRedirect('/admin/login', here) : hasRole(viewer, 'admin') ? null : '/admin/login'
      }
    >
      {children}
    </RequireAccess>
  );
}

/** Driver dashboard: an approved driver, else the status page (signed in) or the driver door. */
export function RequireApprovedDriver({ children }: { children?: ReactNode }) {
  return (
    <RequireAccess
      decide={(viewer, here) =>
        !viewer ? withRedirect('/driver/login', here) : isApprovedDriver(viewer) ? null : '/driver/status'
      }
    >
      {children}
    </RequireAccess>
  );
}

/** Restaurant dashboard and portal: the restaurant role, else the status page (signed in) or the door. */
export function RequireRestaurant({ children }: { children?: ReactNode }) {
  return (
    <RequireAccess
      decide={(viewer, here) =>
        !viewer
          ? withRedirect('/restaurant/login', here)
          : hasRole(viewer, 'restaurant')
            ? null
            : '/restaurant/status'
      }
    >
      {children}
    </RequireAccess>
  );
}
