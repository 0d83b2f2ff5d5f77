import { useT } from '@/lib/i18n/use-t.ts';
import { useLoadedSonner } from '@/lib/toast.ts';

/**
 * The single toast system (4 s per toast, at most 3 visible; docs/product.md#constants): sonner's Toaster, mounted
 * once the first toast has loaded sonner (lib/toast.ts).
 */
export function LazyToaster() {
  const sonner = useLoadedSonner();
  const t = useT();
  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position="top-center"
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      containerAriaLabel={t('toast.region')}
    />
  );
}
