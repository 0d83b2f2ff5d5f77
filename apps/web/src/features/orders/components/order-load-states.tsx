import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';

/** 404 (missing or not yours), 403 and a malformed id all read the same to the customer. */
export function isOrderNotFound(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

export function OrderNotFound() {
  return (
    <div className="space-y-4 py-10 text-center">
      <p className="text-lg font-semibold">Order not found.</p>
      <p className="text-muted-foreground">Check the link, or find the order in your order history.</p>
      <Button asChild variant="outline">
        <Link to="/customer-dashboard">Your orders</Link>
      </Button>
    </div>
  );
}

export function OrderLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <Alert variant="destructive" role="alert" className="space-y-3">
      <p>We could not load your order. Check your connection and try again.</p>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

export function TrackingSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true">
      <Spinner label="Loading your order" />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
