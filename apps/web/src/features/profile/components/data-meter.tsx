import { useState } from 'react';
import { bytesThisMonth } from '@/lib/data-meter.ts';
import { useLocale, useT } from '@/lib/i18n/use-t.ts';

/** Bytes in the locale's own words: "1.2 MB", "1,2 MB", "340 kB". */
export function formatBytes(bytes: number, locale: string): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb ? bytes / 1_000_000 : bytes / 1000);
}

/** What this app cost this device in data this month (docs/decisions/062-lite-mode.md). */
export function DataMeter({ now = () => new Date() }: { now?: () => Date }) {
  const t = useT();
  const locale = useLocale();
  const [at] = useState(now);
  const supported = typeof window.PerformanceObserver === 'function';
  const bytes = bytesThisMonth(localStorage, at);
  const month = new Intl.DateTimeFormat(locale, { month: 'long' }).format(at);
  return (
    <div className="space-y-1" data-testid="data-meter">
      <h3 className="text-sm font-medium">{t('data.title')}</h3>
      {supported ? (
        <>
          <p className="text-sm">{t('data.month', { amount: formatBytes(bytes, locale), month })}</p>
          <p className="text-xs text-muted-foreground">{t('data.note')}</p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t('data.unknown')}</p>
      )}
    </div>
  );
}
