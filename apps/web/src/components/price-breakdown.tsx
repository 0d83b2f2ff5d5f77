// The server's price of an order, line by line, as the cart and checkout show it: one markup so both say the same
// figures in the same words (docs/product.md#pricing, docs/decisions/021-one-price-quote.md).
import { formatKm, formatRand } from '@lekker/core/money';
import { Link } from 'react-router';
import type { Quote } from '@/api/orders.ts';
import { t as translate } from '@/lib/i18n/i18n.ts';
import { Message } from '@/lib/i18n/message.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

type PriceBreakdownProps = {
  /** The server's quote; null until it has answered. */
  quote: Quote | null;
  /** The cart's own subtotal, shown until the server has priced it. */
  fallbackSubtotalCents: number;
  loading?: boolean;
  /** What the fee shows while there is no quote and nothing is loading. */
  feePlaceholder?: string;
  /** Test ids `{prefix}-subtotal`, `-promotion`, `-discount`, `-delivery-fee`, `-total`. */
  testIdPrefix: string;
  className?: string;
};

export function PriceBreakdown({
  quote,
  fallbackSubtotalCents,
  loading = false,
  feePlaceholder = '—',
  testIdPrefix,
  className,
}: PriceBreakdownProps) {
  const id = (name: string) => `${testIdPrefix}-${name}`;
  const t = useT();
  const pending = loading ? t('price.calculating') : feePlaceholder;
  return (
    <div className={cn('space-y-2 text-sm', className)}>
      <dl className="space-y-2" aria-busy={loading}>
        <div className="flex justify-between gap-4">
          <dt>{t('price.subtotal')}</dt>
          <dd className="tabular-nums" data-testid={id('subtotal')}>
            {formatRand(quote?.subtotal_cents ?? fallbackSubtotalCents)}
          </dd>
        </div>
        {quote?.promotion && quote.promotion_discount_cents > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>
              {quote.promotion.name} ({quote.promotion.label})
            </dt>
            <dd className="tabular-nums" data-testid={id('promotion')}>
              -{formatRand(quote.promotion_discount_cents)}
            </dd>
          </div>
        ) : null}
        {quote && quote.first_order_discount_cents > 0 ? (
          <div className="flex justify-between gap-4 text-success">
            <dt>{t('price.firstOrderDiscount')}</dt>
            <dd className="tabular-nums" data-testid={id('discount')}>
              -{formatRand(quote.first_order_discount_cents)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt>
            {t('price.deliveryFee')}
            {quote?.distance_km != null ? (
              <span className="text-muted-foreground"> ({formatKm(quote.distance_km)})</span>
            ) : null}
          </dt>
          <dd className="tabular-nums" data-testid={id('delivery-fee')}>
            {quote ? formatRand(quote.delivery_fee_cents) : pending}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
          <dt>{t('price.total')}</dt>
          <dd className="tabular-nums" data-testid={id('total')}>
            {quote ? formatRand(quote.total_cents) : '—'}
          </dd>
        </div>
      </dl>
      {quote?.first_order_discount === 'sign_in' ? (
        <p className="text-xs text-muted-foreground" data-testid={id('sign-in')}>
          <Message
            id="price.signInForDiscount"
            elements={{
              signIn: (
                <Link to="/login" className="font-semibold text-primary underline-offset-4 hover:underline">
                  {t('auth.signIn')}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      {quote?.first_order_discount === 'not_eligible' ? (
        <p className="text-xs text-muted-foreground" data-testid={id('not-eligible')}>
          {t('price.notEligible')}
        </p>
      ) : null}
    </div>
  );
}

/** 'Estimated for Mmabatho' (no confirmed address yet): the figures can still change with the address. */
export function estimateLabel(area: string | undefined): string {
  return area ? translate('price.estimatedFor', { area }) : translate('price.estimatedDefault');
}
