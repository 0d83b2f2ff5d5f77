import { useT } from '@/lib/i18n/use-t.ts';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main-content"
      className="sr-only z-50 rounded-full bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
