import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { StarRating } from '@/components/ui/star-rating.tsx';
import { ReviewForm } from './review-form.tsx';

/** What the rating prompt needs to know about an order (an Order or an OrderSummary). */
export type RateableOrder = {
  id: string;
  status: string;
  can_review: boolean;
  my_rating?: number | null;
  restaurant: { name: string };
};

/** 'You rated this order 4 out of 5' with the stars. */
export function GivenRating({ rating }: { rating: number }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="given-rating">
      <span className="font-medium">You rated this order</span>
      <StarRating filled={rating} label={`${rating} out of 5 stars`} />
    </p>
  );
}

type OrderRatingProps = {
  order: RateableOrder;
  /** 'prompt': the tracking page's card text ("How was your order…?"); 'compact': a history card's button. */
  variant?: 'prompt' | 'compact';
};

/**
 * The rating of a delivered order, wherever the order shows (tracking page, order history): the stars the customer
 * gave, or — until they rate it — a prompt that opens 'Rate & review'. Nothing for orders that cannot be rated.
 */
export function OrderRating({ order, variant = 'compact' }: OrderRatingProps) {
  const [open, setOpen] = useState(false);
  if (order.my_rating) return <GivenRating rating={order.my_rating} />;
  if (!order.can_review) return null;
  if (open)
    return (
      <ReviewForm orderId={order.id} restaurantName={order.restaurant.name} onDone={() => setOpen(false)} />
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {variant === 'prompt' ? (
        <p className="text-sm font-medium">How was your order from {order.restaurant.name}?</p>
      ) : null}
      <Button size="sm" onClick={() => setOpen(true)}>
        <Star aria-hidden="true" />
        Rate &amp; review
      </Button>
    </div>
  );
}
