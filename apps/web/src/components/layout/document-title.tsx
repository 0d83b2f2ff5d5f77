import { PRODUCT_NAME } from '@lekker/core/constants';
import { useLayoutEffect } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * Sets the browser page title to '{title} | Lekker Eats'. Written to `document.title` rather than rendered as a
 * `<title>` element: hoisting `<title>` into `<head>` is React 19's own, and the browser runs Preact
 * (docs/decisions/034-preact-runtime.md), where a `<title>` in the body would be ignored.
 */
export function DocumentTitle({ title }: { title?: string }) {
  const t = useT();
  const text = title ? t('title.page', { title, product: PRODUCT_NAME }) : PRODUCT_NAME;
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
