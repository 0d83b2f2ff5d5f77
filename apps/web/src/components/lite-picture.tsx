import { venueInitials } from '@lekker/core/lite-mode';
import { type ReactNode, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { useLite } from '@/lib/lite-mode.ts';
import { cn } from '@/lib/utils.ts';

/**
 * A picture that lite mode leaves out until tapped (docs/decisions/062-lite-mode.md): a tinted placeholder with the
 * venue's initials, a button that loads the picture. Above a card's stretched link (`relative z-10`), so tapping it
 * shows the picture rather than opening the card.
 */
export function LitePicture({
  name,
  className,
  children,
}: {
  /** Whose picture: the venue's (or the dish's) name, for the initials and the button's label. */
  name: string;
  className?: string;
  children: ReactNode;
}) {
  const lite = useLite();
  const [asked, setAsked] = useState(false);
  const t = useT();
  if (!lite || asked) return children;
  return (
    <button
      type="button"
      onClick={() => setAsked(true)}
      aria-label={t('lite.showPicture', { name })}
      className={cn(
        'relative z-10 flex items-center justify-center bg-primary/10 font-bold text-primary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <span aria-hidden="true" className="text-2xl">
        {venueInitials(name)}
      </span>
    </button>
  );
}
