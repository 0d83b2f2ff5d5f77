import type { VenueSuspension } from '@lekker/core/contracts/venues';
import { Alert } from '@/components/ui/alert.tsx';

/**
 * Shown on every portal page while an admin has suspended the selected venue (docs/decisions/049-suspension-wins.md):
 * that it is suspended, why, and what to do. The server refuses every change meanwhile; this only tells.
 */
export function VenueSuspendedBanner({ suspension }: { suspension: VenueSuspension | null }) {
  if (!suspension) return null;
  return (
    <Alert variant="destructive" role="alert" className="mb-6 space-y-1" data-testid="venue-suspended">
      <p className="font-bold">This venue is suspended</p>
      <p>Reason: {suspension.reason || 'not given'}</p>
      <p>
        Customers cannot see it or order from it, and it cannot be changed or go live until an admin
        reinstates it. To have it reinstated, contact support by replying to the suspension e-mail we sent
        you.
      </p>
    </Alert>
  );
}
