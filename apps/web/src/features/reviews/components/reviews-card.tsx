import type { RatingSummary, Review, ReviewsResponse } from '@lekker/core/contracts/catalogue';
import { formatAverage, roundedStars } from '@lekker/core/rating';
import { MessageSquareReply, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useReviews } from '@/api/reviews.ts';
import { QueryState } from '@/components/query-state.tsx';
import { ShowMoreReviews } from '@/components/show-more-reviews.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { StarRating } from '@/components/ui/star-rating.tsx';
import { localDateText } from '@/lib/i18n/dates.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';
import { useRevealed } from '@/lib/use-revealed.ts';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** Whole percent of `count` in `total` (0 when there are none). */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

function Summary({ summary }: { summary: RatingSummary }) {
  const stars = roundedStars(summary.average);
  const t = useT();
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="flex flex-col items-center gap-1 text-center sm:px-4">
        <p className="text-4xl font-extrabold" data-testid="reviews-average">
          {formatAverage(summary.average)}
        </p>
        <StarRating filled={stars} label={t('reviews.rated', { average: formatAverage(summary.average) })} />
        <p className="text-sm text-muted-foreground">{t('reviews.count', { count: summary.count })}</p>
      </div>
      <ul className="space-y-1.5" aria-label={t('reviews.distribution')}>
        {STARS.map((star) => {
          const count = summary.distribution[star];
          const percent = percentOf(count, summary.count);
          return (
            <li key={star} className="flex items-center gap-3 text-sm">
              <span className="w-12 shrink-0 font-medium">
                {star} <span className="sr-only">{t('reviews.starsOf', { count: Number(star) })}</span>
                <span aria-hidden="true">★</span>
              </span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right text-muted-foreground tabular-nums">
                {count} <span className="text-xs">({percent}%)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const t = useT();
  const locale = useLocale();
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-semibold">
          <span className="flex size-8 items-center justify-center rounded-full bg-muted">
            <UserRound aria-hidden="true" className="size-4" />
          </span>
          {t('reviews.anonymous')}
        </p>
        <time dateTime={review.created_at} className="text-xs text-muted-foreground">
          {localDateText(review.created_at, locale)}
        </time>
      </div>
      <StarRating
        filled={review.restaurant_rating}
        label={t('reviews.outOf5', { rating: review.restaurant_rating })}
      />
      {review.restaurant_comment ? <p className="text-sm">{review.restaurant_comment}</p> : null}
      {review.owner_reply ? (
        <div className="ml-4 rounded-xl border-l-4 border-primary bg-muted p-3 text-sm">
          <p className="mb-1 flex items-center gap-1.5 font-semibold">
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {t('reviews.reply')}
          </p>
          <p>{review.owner_reply}</p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Reviews rendered with the card; the rest come a few per main-thread task after it (`useRevealed`), each in a room
 * of its own: a venue's every review in one commit was one of the menu page's long tasks on a phone.
 */
export const REVIEWS_FIRST_PASS = 2;

function RevealedReview({ review, deferred }: { review: Review; deferred: boolean }) {
  const shown = useRevealed(deferred);
  return shown ? <ReviewItem review={review} /> : <li aria-hidden="true" className="min-h-28" />;
}

type ReviewsCardProps = { restaurantId: string };

/** The loaded pages as one list, with the newest page's summary (over every review, not the page). */
function joinPages(data: { pages: ReviewsResponse[] } | undefined): ReviewsResponse | undefined {
  const last = data?.pages.at(-1);
  return data && last ? { ...last, reviews: data.pages.flatMap((p) => p.reviews) } : undefined;
}

/**
 * Customer Reviews: average to 1 decimal, rounded stars, the 1–5 distribution with percent bars, 'Based on N
 * reviews' and the reviews, 20 at a time with 'Show more reviews' (by 'Anonymous Customer', with the owner's
 * reply). A failed load says so with Retry; only a venue with no reviews reads the empty text.
 */
export function ReviewsCard({ restaurantId }: ReviewsCardProps) {
  const headingId = useId();
  const query = useReviews(restaurantId);
  const t = useT();
  // A failed "Show more" keeps the loaded reviews on screen; only a failed first page replaces them.
  const state = {
    ...query,
    data: joinPages(query.data),
    isError: query.isError && !query.isFetchNextPageError,
  };
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {t('reviews.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <QueryState
          query={state}
          loading={
            <div aria-hidden="true" className="space-y-3">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          }
          errorText={t('reviews.failed')}
          retryLabel={t('common.retry')}
          isEmpty={(data) => data.summary.count === 0 || data.reviews.length === 0}
          empty={<p className="text-muted-foreground">{t('reviews.empty')}</p>}
        >
          {(data) => (
            <>
              <Summary summary={data.summary} />
              <ul className="divide-y border-t pt-4">
                {data.reviews.map((review, index) => (
                  <RevealedReview key={review.id} review={review} deferred={index >= REVIEWS_FIRST_PASS} />
                ))}
              </ul>
              <ShowMoreReviews query={query} />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
