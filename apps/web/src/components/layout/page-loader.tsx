import { Spinner } from '@/components/ui/spinner.tsx';

/** Full-area placeholder shown while a page's code or data loads. */
export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner className="size-8" label="Loading page" />
      <span aria-hidden="true">Loading…</span>
    </div>
  );
}
