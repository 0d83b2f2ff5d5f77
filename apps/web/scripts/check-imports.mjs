// Fails (exit 1) when a file under apps/web/src breaks an import wall (see import-walls.mjs). Part of `npm run lint`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations } from './import-walls.mjs';

const src = fileURLToPath(new URL('../src/', import.meta.url));
const entries = await readdir(src, { recursive: true, withFileTypes: true });
const files = await Promise.all(
  entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map(async (e) => {
      const full = path.join(e.parentPath, e.name);
      return { file: path.relative(src, full).split(path.sep).join('/'), text: await readFile(full, 'utf8') };
    }),
);
const violations = findViolations(files);
for (const v of violations) console.error(`apps/web/src/${v.file}: ${v.rule} ('${v.specifier}')`);
if (violations.length > 0) {
  console.error(
    `\n${violations.length} import(s) break the web's walls: move the shared piece to components/, lib/ or api/.`,
  );
  process.exit(1);
}
console.log(`import walls: ${files.length} web files checked, none crosses a wall`);
