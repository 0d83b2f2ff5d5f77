// The web app's import walls (docs: apps/web/src/api/README.md, RULES "a feature folder never imports another"):
//   - a feature (src/features/<name>) may not import another feature;
//   - the shared layers (src/components, src/lib, src/api) may not import src/features or src/app.
// Biome's noRestrictedImports cannot say "another feature than mine", so this small checker does it. Pure: it
// gets file paths and texts and returns the violations; check-imports.mjs runs it on the tree.
import path from 'node:path';

const SHARED = ['components', 'lib', 'api'];
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The import specifiers of a module's text (static, side-effect and dynamic imports, re-exports). */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) found.push(match[1] ?? match[2] ?? match[3]);
  return found;
}

/** `src`-relative target of a specifier from `file` (src-relative), or null for a package. */
export function resolveImport(file, specifier) {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return null;
}

const area = (srcPath) => {
  const [top, name] = srcPath.split('/');
  return { top, feature: top === 'features' ? name : undefined };
};

/** Violations for files given as `{ file, text }`, `file` relative to apps/web/src ('features/cart/x.ts'). */
export function findViolations(files) {
  const violations = [];
  for (const { file, text } of files) {
    const from = area(file);
    for (const specifier of importsOf(text)) {
      const target = resolveImport(file, specifier);
      if (!target) continue;
      const to = area(target);
      if (from.feature && to.feature && to.feature !== from.feature) {
        violations.push({
          file,
          specifier,
          rule: `feature '${from.feature}' imports feature '${to.feature}'`,
        });
      } else if (SHARED.includes(from.top) && (to.top === 'features' || to.top === 'app')) {
        violations.push({ file, specifier, rule: `shared '${from.top}/' imports '${to.top}/'` });
      }
    }
  }
  return violations;
}
