import { formatBadgeCount } from '@lekker/core/notifications';

/** A small red count for unread messages ('99+' above 99); nothing for none. */
export function UnreadBadge({ count, label = 'unread' }: { count: number; label?: string }) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <span
      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-bold text-destructive-foreground"
      data-testid="unread-badge"
    >
      {text}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
