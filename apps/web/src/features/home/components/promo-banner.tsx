import { PRODUCT_NAME } from '@lekker/core/constants';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

type PromoBannerProps = { onOrderNow: () => void };

/** First-order promotion: 50% off the food on a new customer's first order. */
export function PromoBanner({ onOrderNow }: PromoBannerProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="promo-banner-title"
      className="relative overflow-hidden rounded-card bg-gradient-to-br from-primary to-primary-hover p-6 text-primary-foreground shadow-md sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-10 -right-10 size-40 rounded-full bg-white/10 sm:size-56"
      />
      <div className="relative max-w-lg space-y-3">
        <p className="flex items-center gap-1.5 text-sm font-semibold tracking-wide uppercase">
          <Sparkles aria-hidden="true" className="size-4" />
          {t('promo.newTo', { product: PRODUCT_NAME })}
        </p>
        <h2 id="promo-banner-title" className="text-2xl leading-tight font-extrabold sm:text-3xl">
          {t('promo.title')}
        </h2>
        <p className="text-sm sm:text-base">{t('promo.body')}</p>
        <Button
          variant="secondary"
          size="lg"
          onClick={onOrderNow}
          className="bg-white text-primary hover:bg-accent"
        >
          {t('promo.orderNow')}
        </Button>
      </div>
    </section>
  );
}
