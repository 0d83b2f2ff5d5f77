import type { PublicPromotion } from '@lekker/core/contracts/catalogue';
import { formatRand } from '@lekker/core/money';
import { Percent } from 'lucide-react';
import { t as translate } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** 'On selected dishes · orders from R100.00 · Mon, Fri 16:00–18:00': when and on what a promotion applies. */
export function promotionTerms(p: PublicPromotion): string {
  const parts: string[] = [translate(p.item_ids ? 'menu.promo.selectedDishes' : 'menu.promo.wholeMenu')];
  if (p.min_order_cents > 0)
    parts.push(translate('menu.promo.ordersFrom', { amount: formatRand(p.min_order_cents) }));
  if (p.hours_label) parts.push(p.hours_label);
  return parts.join(' · ');
}

/**
 * The venue's promotions running now (docs/product.md#promotions): the discount comes off at checkout, priced by
 * the server; the cart shows it as soon as the cart qualifies.
 */
export function MenuPromotions({ promotions }: { promotions: readonly PublicPromotion[] | undefined }) {
  const t = useT();
  if (!promotions || promotions.length === 0) return null;
  return (
    <section
      aria-label={t('menu.promo.region')}
      className="space-y-2 rounded-card border border-destructive/30 bg-destructive/5 p-4"
      data-testid="menu-promotions"
    >
      {promotions.map((p) => (
        <div key={p.id} className="flex items-start gap-3">
          <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-destructive text-destructive-foreground">
            <Percent aria-hidden="true" className="size-4" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold">{t('menu.promo.line', { label: p.label, name: p.name })}</p>
            <p className="text-sm text-muted-foreground">{promotionTerms(p)}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
