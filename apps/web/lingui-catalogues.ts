import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogues' folder (apps/web/src/lib/i18n/catalogues): a JSON file of ICU messages per locale, for the shell and per bundle. */
const CATALOGUE = /[\\/]src[\\/]lib[\\/]i18n[\\/]catalogues[\\/](?:[a-z]+[\\/])?[a-zA-Z-]+\.json$/;

/** Keys of a catalogue that are notes about it, not messages (`$reviewed`: the entries a native speaker checked). */
export const CATALOGUE_NOTE = /^\$/;

/** Compiles a catalogue's ICU messages into Lingui's compiled form, its notes left out. */
export function compileCatalogue(source: Record<string, unknown>): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    if (CATALOGUE_NOTE.test(id)) continue;
    if (typeof message !== 'string') throw new Error(`catalogue entry ${id} is not a string`);
    compiled[id] = compileMessage(message);
  }
  return compiled;
}

/**
 * Catalogues compiled when they are built, as `lingui compile` does (docs/decisions/061-i18n-library-and-locale.md):
 * the browser gets Lingui's small runtime and no ICU parser. A message that does not parse fails the build.
 */
export function linguiCatalogues(): Plugin {
  return {
    name: 'lekker-lingui-catalogues',
    enforce: 'pre',
    // Still JSON after this step: Vite's own JSON handling then makes the module.
    transform(code, id) {
      if (!CATALOGUE.test(id.split('?')[0] ?? id)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code))), map: null };
    },
  };
}
