import { ReviewRequestSchema } from '@lekker/core/contracts/orders';
import { REVIEW_COMMENT_MAX_CHARS } from '@lekker/core/text-limits';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useReviewOrder } from '@/api/orders.ts';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formSchema } from '@/lib/forms/form-schema.ts';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';

type ReviewValues = { rating: number; comment: string };

/** The stars and the comment as typed → the review, checked by the shared contract (1 to 5, the comment's limit). */
const ReviewFormSchema = formSchema(
  (v: ReviewValues) => ({ rating: v.rating, comment: v.comment.trim() || null }),
  ReviewRequestSchema,
);

type ReviewFormProps = { orderId: string; restaurantName: string; onDone(): void };

/** 'Rate & review' a delivered order: 1 to 5 stars and an optional comment, once. */
export function ReviewForm({ orderId, restaurantName, onDone }: ReviewFormProps) {
  const id = useId();
  const form = useZodForm(ReviewFormSchema, {
    defaultValues: { rating: 0, comment: '' },
    labels: { comment: 'Comment' },
  });
  const { rating, comment } = form.watch();
  const errors = fieldErrors(form.formState.errors);
  const error = errors.rating ?? formErrorText(form.formState.errors);
  const review = useReviewOrder();
  const submit = form.handleSubmit((input) =>
    review.mutate(
      { id: orderId, rating: input.rating, comment: input.comment ?? null },
      {
        onSuccess: () => {
          toast.success('Thanks for your review!');
          onDone();
        },
        onError: (e) => applyServerError(form, e),
      },
    ),
  );

  return (
    <form className="space-y-3 rounded-xl bg-muted p-4" onSubmit={submit}>
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
                onChange={() => form.setValue('rating', n)}
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
          error={errors.comment}
          onChange={(e) => form.setValue('comment', e.target.value)}
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
