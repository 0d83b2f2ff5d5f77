import { ReviewReplySchema, type VenueReview, type VenueReviews } from '@lekker/core/contracts/venue-reviews';
import { formatAverage, reviewCountText, roundedStars } from '@lekker/core/rating';
import { REVIEW_REPLY_MAX_CHARS } from '@lekker/core/social';
import { useId, useState } from 'react';
import { useReplyToReview, useVenueReviews, type VenueReviewFilters } from '@/api/venue-reviews.ts';
import { QueryState } from '@/components/query-state.tsx';
import { ShowMoreReviews } from '@/components/show-more-reviews.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { StarRating } from '@/components/ui/star-rating.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';

export const NO_VENUE_REVIEWS_TEXT = 'No reviews yet. Reviews appear here once customers rate their orders.';
export const NO_MATCHING_REVIEWS_TEXT = 'No reviews match these filters.';

const STARS = ['5', '4', '3', '2', '1'] as const;
const dateFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});
const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
};

function Distribution({ data }: { data: VenueReviews }) {
  const { summary } = data;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Rating</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="flex flex-col items-center gap-1 text-center sm:px-4">
          <p className="text-4xl font-extrabold" data-testid="venue-rating-average">
            {formatAverage(summary.average)}
          </p>
          <StarRating
            filled={roundedStars(summary.average)}
            label={`Rated ${formatAverage(summary.average)} out of 5`}
          />
          <p className="text-sm text-muted-foreground">{reviewCountText(summary.count)}</p>
          <p className="text-sm font-medium" data-testid="unreplied-count">
            {data.unreplied === 0 ? 'All answered' : `${data.unreplied} waiting for a reply`}
          </p>
        </div>
        <ul className="space-y-1.5" aria-label="Rating distribution">
          {STARS.map((star) => {
            const count = summary.distribution[star];
            const percent = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
            return (
              <li key={star} className="flex items-center gap-3 text-sm">
                <span className="w-14 shrink-0 font-medium">
                  {star} {star === '1' ? 'star' : 'stars'}
                </span>
                <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted">
                  <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
                </span>
                <span className="w-20 shrink-0 text-right text-muted-foreground tabular-nums">
                  {count} ({percent}%)
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function ReplyForm({ venueId, review, onDone }: { venueId: string; review: VenueReview; onDone(): void }) {
  const id = useId();
  // The shared contract checks the reply (not empty, at most REVIEW_REPLY_MAX_CHARS) before it is sent.
  const form = useZodForm(ReviewReplySchema, {
    defaultValues: { reply: review.owner_reply ?? '' },
    labels: { reply: 'Public reply' },
  });
  const save = useReplyToReview(venueId);
  const error = fieldErrors(form.formState.errors).reply ?? formErrorText(form.formState.errors);

  const submit = form.handleSubmit(({ reply }) =>
    save.mutate(
      { reviewId: review.id, reply },
      {
        onSuccess: () => {
          toast.success('Reply published');
          onDone();
        },
        onError: (e) => applyServerError(form, e, { reply: 'reply' }),
      },
    ),
  );

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={id} className="block text-sm font-medium">
        Public reply to {review.reviewer_name}
      </label>
      <Textarea
        id={id}
        rows={3}
        maxLength={REVIEW_REPLY_MAX_CHARS}
        {...form.register('reply', { onChange: () => form.clearErrors('reply') })}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Customers see this under the review on your menu page.
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'Publishing…' : 'Publish reply'}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReviewRow({ venueId, review }: { venueId: string; review: VenueReview }) {
  const [editing, setEditing] = useState(false);
  const remove = useReplyToReview(venueId);
  return (
    <li className="space-y-3 py-4 first:pt-0 last:pb-0" data-testid="venue-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{review.reviewer_name}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
          {review.order_number ? <> · {review.order_number}</> : null}
        </p>
      </div>
      <StarRating filled={review.restaurant_rating} label={`${review.restaurant_rating} out of 5 stars`} />
      {review.restaurant_comment ? <p className="text-sm">{review.restaurant_comment}</p> : null}
      {editing ? (
        <ReplyForm venueId={venueId} review={review} onDone={() => setEditing(false)} />
      ) : review.owner_reply ? (
        <div className="space-y-2 rounded-xl border-l-4 border-primary bg-muted p-3 text-sm">
          <p className="font-semibold">Your reply</p>
          <p data-testid="owner-reply">{review.owner_reply}</p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit reply
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { reviewId: review.id, reply: null },
                  {
                    onSuccess: () => toast.success('Reply removed'),
                    onError: (e) => toast.error('Could not remove the reply', { description: e.message }),
                  },
                )
              }
            >
              Remove reply
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Reply
        </Button>
      )}
    </li>
  );
}

function Filters({ value, onChange }: { value: VenueReviewFilters; onChange(f: VenueReviewFilters): void }) {
  const ratingId = useId();
  const repliedId = useId();
  return (
    <div className="flex flex-wrap gap-3">
      <div className="space-y-1">
        <label htmlFor={ratingId} className="block text-sm font-medium">
          Stars
        </label>
        <NativeSelect
          id={ratingId}
          value={value.rating === undefined ? '' : String(value.rating)}
          onChange={(e) =>
            onChange({ ...value, rating: e.target.value ? Number(e.target.value) : undefined })
          }
        >
          <option value="">All ratings</option>
          {STARS.map((s) => (
            <option key={s} value={s}>
              {s} {s === '1' ? 'star' : 'stars'}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <label htmlFor={repliedId} className="block text-sm font-medium">
          Reply
        </label>
        <NativeSelect
          id={repliedId}
          value={value.replied === undefined ? '' : value.replied ? 'yes' : 'no'}
          onChange={(e) =>
            onChange({
              ...value,
              replied: e.target.value === '' ? undefined : e.target.value === 'yes',
            })
          }
        >
          <option value="">Replied or not</option>
          <option value="no">Needs a reply</option>
          <option value="yes">Replied</option>
        </NativeSelect>
      </div>
    </div>
  );
}

/** The loaded pages as one list, with the newest page's summary (the server counts every review, not the page). */
function joinPages(data: { pages: VenueReviews[] } | undefined): VenueReviews | undefined {
  const last = data?.pages.at(-1);
  return data && last ? { ...last, reviews: data.pages.flatMap((p) => p.reviews) } : undefined;
}

/**
 * The portal's reviews page body: distribution, filters, and each review with its one public reply, a page (20)
 * at a time.
 */
export function ReviewsManager({ venueId }: { venueId: string }) {
  const [filters, setFilters] = useState<VenueReviewFilters>({});
  const query = useVenueReviews(venueId, filters);
  const filtered = filters.rating !== undefined || filters.replied !== undefined;
  // A failed "Show more" keeps the loaded reviews on screen; only a failed first page replaces them.
  const state = {
    ...query,
    data: joinPages(query.data),
    isError: query.isError && !query.isFetchNextPageError,
  };
  return (
    <QueryState
      query={state}
      loadingLabel="Loading reviews"
      errorText="We could not load your reviews."
      isEmpty={(data) => data.summary.count === 0}
      empty={<p className="rounded-card border bg-card p-6 text-muted-foreground">{NO_VENUE_REVIEWS_TEXT}</p>}
    >
      {(data) => (
        <div className="space-y-6">
          <Distribution data={data} />
          <Card>
            <CardHeader className="gap-4">
              <CardTitle as="h2">Reviews</CardTitle>
              <Filters value={filters} onChange={setFilters} />
            </CardHeader>
            <CardContent>
              {data.reviews.length === 0 ? (
                <p className="text-muted-foreground">
                  {filtered ? NO_MATCHING_REVIEWS_TEXT : NO_VENUE_REVIEWS_TEXT}
                </p>
              ) : (
                <ul className="divide-y">
                  {data.reviews.map((r) => (
                    <ReviewRow key={r.id} venueId={venueId} review={r} />
                  ))}
                </ul>
              )}
              <ShowMoreReviews query={query} className="mt-4 border-t pt-4" />
            </CardContent>
          </Card>
        </div>
      )}
    </QueryState>
  );
}
