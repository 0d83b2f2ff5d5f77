import { Skeleton } from '@/components/ui/skeleton.tsx';

export function RestaurantCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-card border bg-card">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-10 w-full rounded-full" />
      </div>
    </div>
  );
}
