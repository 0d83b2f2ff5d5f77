// The one pricing function: the quote (card, cart, checkout) and the order itself are priced by it
// (docs/product.md#pricing, docs/decisions/021-one-price-quote.md, docs/decisions/022-promotions.md).
import { DEFAULT_DISTANCE_KM } from './constants.ts';
import { deliveryQuote } from './delivery.ts';
import { bestPromotion, type PromotionLine, type PromotionRule, promotionLabel } from './promotions.ts';

/** 50% off the food of a customer's first order, capped (docs/product.md#first-order-discount). */
export const FIRST_ORDER_DISCOUNT_PERCENT = 50;

/** The first-order discount on a food amount: half of it, rounded down to the cent, at most the cap. */
export function firstOrderDiscountCents(foodCents: number, isFirstOrder: boolean, capCents: number): number {
  return isFirstOrder ? Math.max(0, Math.min(Math.floor(foodCents / 2), capCents)) : 0;
}

/**
 * The delivery fee for a distance; unknown (the venue or the customer has no position yet) is priced as the
 * default 5 km (R32.00), the fee the cart showed before locations were known (docs/decisions/004-delivery-fee-rule.md).
 */
export function quotedDeliveryFeeCents(distanceKm: number | null | undefined): number {
  return deliveryQuote(distanceKm ?? DEFAULT_DISTANCE_KM).fee_cents;
}

export type PricingInput = {
  lines: readonly PromotionLine[];
  /** Venue to delivery point; null when either position is unknown. */
  distance_km: number | null;
  now: Date;
  /** Whether the first-order discount applies (the server decides; a signed-out visitor is not eligible yet). */
  first_order: boolean;
  first_order_cap_cents: number;
  /** The venue's promotions, oldest first (any status: only live ones apply). */
  promotions?: readonly PromotionRule[];
  /** This customer's orders (not cancelled) per promotion id, for the per-customer limit. */
  promotion_uses?: Readonly<Record<string, number>>;
  /** Collect it yourself (decision 068): no delivery, so no delivery fee. */
  collection?: boolean;
};

export type PricedPromotion = { id: string; name: string; label: string; discount_cents: number };

export type PriceBreakdown = {
  subtotal_cents: number;
  /** The venue's promotion (venue-funded), applied first. */
  promotion: PricedPromotion | null;
  promotion_discount_cents: number;
  /** The marketplace's first-order discount, on the food after the promotion. */
  first_order_discount_cents: number;
  /** Both discounts: total = subtotal − discount + delivery fee. */
  discount_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  distance_km: number | null;
  estimated_minutes: number | null;
};

/**
 * Prices an order. The venue's best live promotion comes off the food first; the first-order discount is then
 * half of what remains (capped), so the two combine without either paying for the other; the delivery fee
 * follows the distance. Integer cents throughout.
 */
export function priceOrder(input: PricingInput): PriceBreakdown {
  const subtotal = input.lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
  const applied = bestPromotion(
    input.promotions ?? [],
    input.lines,
    input.now,
    (id) => input.promotion_uses?.[id] ?? 0,
  );
  const promotionDiscount = applied?.discount_cents ?? 0;
  const firstOrder = firstOrderDiscountCents(
    subtotal - promotionDiscount,
    input.first_order,
    input.first_order_cap_cents,
  );
  const quote = input.distance_km === null || input.collection ? null : deliveryQuote(input.distance_km);
  const fee = input.collection ? 0 : (quote?.fee_cents ?? quotedDeliveryFeeCents(null));
  const discount = promotionDiscount + firstOrder;
  return {
    subtotal_cents: subtotal,
    promotion: applied
      ? {
          id: applied.promotion.id,
          name: applied.promotion.name,
          label: promotionLabel(applied.promotion),
          discount_cents: promotionDiscount,
        }
      : null,
    promotion_discount_cents: promotionDiscount,
    first_order_discount_cents: firstOrder,
    discount_cents: discount,
    delivery_fee_cents: fee,
    total_cents: subtotal - discount + fee,
    distance_km: input.distance_km,
    estimated_minutes: quote?.minutes ?? null,
  };
}
