import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

/** The cart page's frame: 'Your cart' with a line under it, the cart's content, and the summary beside it. */
export function CartLayout({
  subtitle,
  children,
  summary,
}: {
  subtitle: ReactNode;
  children: ReactNode;
  summary: ReactNode;
}) {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <div className="min-w-0 space-y-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('cart.heading')}</h1>
          {subtitle}
        </div>
        {children}
      </div>
      {summary}
    </div>
  );
}
