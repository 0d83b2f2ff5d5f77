import { formatBadgeCount } from '@lekker/core/notifications';
import { cn } from '@/lib/utils.ts';

type CountBadgeProps = { count: number; className?: string };

/**
 * A small red counter pinned to the corner of an icon: the number up to 99, '99+' above, nothing at 0
 * (docs/product.md#header). It is decorative (aria-hidden): put the count into the owning control's
 * accessible name.
 */
export function CountBadge({ count, className }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className={cn(
        'absolute -top-1.5 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-bold text-destructive-foreground ring-2 ring-card',
        className,
      )}
    >
      {text}
    </span>
  );
}
