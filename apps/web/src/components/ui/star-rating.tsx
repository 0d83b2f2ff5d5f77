import { Star } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

type StarRatingProps = {
  /** Whole stars to fill, 0 to 5. */
  filled: number;
  /** Accessible text, e.g. '4 out of 5 stars'. */
  label: string;
  className?: string;
};

/** Five stars with the first `filled` ones coloured; announced once through `label`. */
export function StarRating({ filled, label, className }: StarRatingProps) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
