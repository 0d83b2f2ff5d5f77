import { PRODUCT_NAME } from '@lekker/core/constants';

/** Sets the browser page title to '{title} | Lekker Eats' (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME}</title>;
}
