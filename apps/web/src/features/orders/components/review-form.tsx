import { REVIEW_COMMENT_MAX_CHARS } from '@lekker/core/text-limits';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useReviewOrder } from '@/api/orders.ts';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';

type ReviewFormProps = { orderId: string; restaurantName: string; onDone(): void };

/** 'Rate & review' a delivered order: 1 to 5 stars and an optional comment, once. */
export function ReviewForm({ orderId, restaurantName, onDone }: ReviewFormProps) {
  const id = useId();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useReviewOrder();

  return (
    <form
      className="space-y-3 rounded-xl bg-muted p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (rating < 1) {
          setError('Choose 1 to 5 stars');
          return;
        }
        setError(null);
        review.mutate(
          { id: orderId, rating, comment: comment.trim() || null },
          {
            onSuccess: () => {
              toast.success('Thanks for your review!');
              onDone();
            },
            onError: (e) => setError(e.message),
          },
        );
      }}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium">How was your order from {restaurantName}?</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-full p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7',
                  n <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
                )}
              />
              <span className="sr-only">
                {n} star{n === 1 ? '' : 's'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
        <LimitedTextarea
          id={`${id}-comment`}
          rows={3}
          maxLength={REVIEW_COMMENT_MAX_CHARS}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={review.isPending}>
          {review.isPending ? 'Sending…' : 'Submit review'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={review.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
