import { Feather } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { setLite, useLite } from '@/lib/lite-mode.ts';
import { cn } from '@/lib/utils.ts';

/** The header's data-saver button (docs/decisions/062-lite-mode.md): pressed while lite mode is on. */
export function HeaderLiteToggle({ className }: { className?: string }) {
  const t = useT();
  const lite = useLite();
  return (
    <button
      type="button"
      aria-pressed={lite}
      aria-label={t('lite.toggle')}
      title={t('lite.toggle')}
      onClick={() => setLite(!lite)}
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        lite ? 'bg-primary/15 text-primary' : 'text-muted-foreground',
        className,
      )}
    >
      <Feather aria-hidden="true" className="size-5" />
    </button>
  );
}
