import { useId } from 'react';
import { Switch } from '@/components/ui/switch.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { setLite, useLite } from '@/lib/lite-mode.ts';

/** The profile's data-saver switch with what it does. */
export function LiteSwitch() {
  const t = useT();
  const lite = useLite();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {t('lite.toggle')}
        </label>
        <p id={`${id}-what`} className="text-sm text-muted-foreground">
          {t('lite.explain')}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-what`} checked={lite} onCheckedChange={setLite} />
    </div>
  );
}
