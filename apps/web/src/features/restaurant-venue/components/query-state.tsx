import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/** The loading placeholder of a portal panel: grey blocks where the content will be. */
export function PanelSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** A failed load with the server's message and a Retry button. */
export function PanelError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert variant="destructive" role="alert" className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
