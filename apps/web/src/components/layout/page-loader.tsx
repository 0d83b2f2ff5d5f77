import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** Full-area placeholder shown while a page's code or data loads. */
export function PageLoader() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-sm text-muted-foreground">
      <Spinner className="size-8" label={t('common.loadingPage')} />
      <span aria-hidden="true">{t('common.loadingDots')}</span>
    </div>
  );
}
