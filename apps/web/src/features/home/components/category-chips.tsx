import { Fish, Hamburger, type LucideIcon, Pizza, Salad, Sandwich } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

/** Icons rather than emoji: they render the same on every device, font or not. */
export const FOOD_CATEGORIES: readonly { cuisine: string; Icon: LucideIcon }[] = [
  { cuisine: 'Burger', Icon: Hamburger },
  { cuisine: 'Pizza', Icon: Pizza },
  { cuisine: 'Salad', Icon: Salad },
  { cuisine: 'Sushi', Icon: Fish },
  { cuisine: 'Tacos', Icon: Sandwich },
];

type CategoryChipsProps = {
  /** The selected cuisine, or undefined for none. */
  selected: string | undefined;
  /** Called with the clicked cuisine, or undefined when the selected chip is clicked again. */
  onChange: (cuisine: string | undefined) => void;
};

/** Food-category row: toggle chips that filter the list by cuisine. */
export function CategoryChips({ selected, onChange }: CategoryChipsProps) {
  const t = useT();
  return (
    <section aria-labelledby="food-categories-title" className="space-y-3">
      <h2 id="food-categories-title" className="text-xl font-bold tracking-tight">
        {t('home.craving')}
      </h2>
      <ul className="scrollbar-none -mx-4 flex gap-3 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
        {FOOD_CATEGORIES.map(({ cuisine, Icon }) => {
          const pressed = selected === cuisine;
          return (
            <li key={cuisine} className="shrink-0">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange(pressed ? undefined : cuisine)}
                className={cn(
                  'flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  pressed
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-card text-foreground hover:border-primary hover:bg-accent',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t('home.cuisine', { cuisine })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
