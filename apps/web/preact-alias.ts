import type { Alias } from 'vite';

/**
 * The browser runs Preact (`preact/compat`) in place of React and react-dom: the same component API in ≈ 5 KB gzip
 * instead of react-dom's ≈ 60 KB (docs/decisions/034-preact-runtime.md). The production build and the `web` unit
 * tests resolve React through these aliases, so the tests run on the runtime the browser gets. Exact matches only
 * (`^…$`): `react-router` or `@radix-ui/react-*` must not be rewritten.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
