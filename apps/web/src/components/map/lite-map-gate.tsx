import { MapPin } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useLite } from '@/lib/lite-mode.ts';

/**
 * Lite mode keeps a map (its code and its pictures) away until asked (docs/decisions/062-lite-mode.md): the pin and
 * the distance in words, and a button that shows the map.
 */
export function LiteMapGate({ summary, children }: { summary: string; children: ReactNode }) {
  const lite = useLite();
  const [asked, setAsked] = useState(false);
  const t = useT();
  if (!lite || asked) return children;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3">
      <p className="flex items-center gap-2 text-sm">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {summary}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={() => setAsked(true)}>
        {t('lite.showMap')}
      </Button>
    </div>
  );
}
