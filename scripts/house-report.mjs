// `npm run house:report`: how the house is kept, in figures anyone can reproduce (no dependencies, read-only).
// Prints the 15 largest hand-written source files, the functions over 150 lines, imports between server modules
// that go around the other module's service or port, the references to tracker issues, and the web forms that do
// not validate through react-hook-form's zodResolver. It reports; it never fails (docs:check and lint do that).
//
// Approximations, on purpose (a scan, not a parser):
// - Functions: a line that starts a function (`function f(`, `f = (…) =>`, `f = async (…) =>`, a method `f(…) {`
//   or `async f(…) {`) opens at the first `{` after it; braces are matched while skipping strings, template
//   literals (not their `${…}` nesting) and comments. A function is measured from its first line to its closing
//   brace, so an outer function includes the inner ones it contains; object literals are not functions.
//   Arrow functions with an expression body (no `{`) are not measured.
// - Imports (tests left out): static `import … from '…'` and `export … from '…'` with a relative path, resolved against the
//   importing file. A "port" of module M is a file of modules/M named *.service.ts, *.port.ts or index.ts.
// - Forms: a .tsx file outside tests with `<form` or `onSubmit` counts as one form component; it uses zodResolver
//   when the file mentions `zodResolver` or the web's form kit over it: `useZodForm` (apps/web/src/lib/forms/) or the venue
//   settings' `useSectionForm` built on it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const LONG_FUNCTION_LINES = 150;

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
const read = (file) => readFileSync(join(root, file), 'utf8');

/** Not written by hand here: generated files, migrations, seed data, copied data. */
const GENERATED =
  /(^|\/)(node_modules|migrations)\/|schema\.gen\.ts$|openapi\.json$|(^|\/)seed\/demo-data\.ts$|\/data\//;
const SOURCE = /\.(ts|tsx|mjs|cjs|js|css)$/;
const sources = tracked.filter((file) => SOURCE.test(file) && !GENERATED.test(file));
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function heading(title) {
  console.log(`\n== ${title} ==`);
}

// 1. Largest files.
heading('The 15 largest hand-written source files (lines)');
const sizes = sources
  .map((file) => ({ file, lines: lineCount(read(file)) }))
  .sort((a, b) => b.lines - a.lines);
for (const { file, lines } of sizes.slice(0, 15)) console.log(`${String(lines).padStart(6)}  ${file}`);

// 2. Long functions.
const FUNCTION_START = [
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)?\s*[<(]/,
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s*)?(?:<[^>]*>)?\s*\(/,
  /^\s*(?:(?:public|private|protected|static|readonly|async|get|set)\s+)*([A-Za-z_$][\w$]*)\s*(?:<[^>]*>)?\([^;]*\)\s*(?::[^{;]+)?\{\s*$/,
];
const NOT_A_NAME = new Set(['if', 'for', 'while', 'switch', 'catch', 'with', 'return', 'else', 'do']);

/** Index just past the brace that closes the one at `open` (skipping strings and comments), or -1. */
function closingBrace(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === '/' && next === '/') {
      i = text.indexOf('\n', i);
      if (i === -1) return -1;
    } else if (ch === '/' && next === '*') {
      i = text.indexOf('*/', i + 2) + 1;
      if (i === 0) return -1;
    } else if (ch === '"' || ch === "'" || ch === '`') {
      for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === '\\') i++;
    } else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

function longFunctions(file) {
  const text = read(file);
  const lines = text.split('\n');
  const starts = [0];
  for (const line of lines) starts.push(starts[starts.length - 1] + line.length + 1);
  const found = [];
  lines.forEach((line, i) => {
    const match = FUNCTION_START.map((re) => re.exec(line)).find(Boolean);
    if (!match || NOT_A_NAME.has(match[1])) return;
    const open = text.indexOf('{', starts[i]);
    if (open === -1) return;
    // An arrow with an expression body: its first `{` is far away or after a `;` ends the statement.
    const between = text.slice(starts[i], open);
    if (between.includes(';') || between.split('\n').length > 12) return;
    const end = closingBrace(text, open);
    if (end === -1) return;
    const last = text.slice(0, end).split('\n').length;
    const length = last - i;
    if (length > LONG_FUNCTION_LINES)
      found.push({ file, line: i + 1, name: match[1] ?? '(anonymous)', length });
  });
  return found;
}

heading(`Functions over ${LONG_FUNCTION_LINES} lines (TS/TSX, brace-matching scan)`);
const functions = sources
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap(longFunctions)
  .sort((a, b) => b.length - a.length);
if (functions.length === 0) console.log('none');
for (const f of functions) console.log(`${String(f.length).padStart(6)}  ${f.file}:${f.line}  ${f.name}`);

// 3. Imports between server modules that do not go through the other module's service or port.
const MODULES = 'apps/server/src/modules/';
const moduleOf = (file) => (file.startsWith(MODULES) ? file.slice(MODULES.length).split('/') : null);
const isPort = (file) => /(\.service\.ts|\.port\.ts|(^|\/)index\.ts)$/.test(file);
const IMPORT = /^\s*(import|export)\s+(type\s+)?[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;

heading(
  'Module-to-module imports in apps/server/src/modules not through a *.service.ts, *.port.ts or index.ts',
);
const crossings = [];
for (const file of sources) {
  const from = moduleOf(file);
  // Files directly in modules/ (the repositories binding) are no module; tests may reach into what they test.
  if (!from || from.length < 2 || /\.test\.tsx?$/.test(file)) continue;
  for (const [, , typeOnly, spec] of read(file).matchAll(IMPORT)) {
    const target = normalize(join(dirname(file), spec));
    const to = moduleOf(target);
    if (!to || to.length < 2 || to[0] === from[0] || isPort(target)) continue;
    crossings.push(`${file} → ${relative(root, join(root, target))}${typeOnly ? ' (type only)' : ''}`);
  }
}
if (crossings.length === 0) console.log('none');
for (const line of crossings.sort()) console.log(`  ${line}`);
console.log(
  `${crossings.length} import(s), ${crossings.filter((c) => !c.endsWith('(type only)')).length} of values`,
);

// 4. References to tracker issues (docs:check refuses them).
heading('References to tracker issues (the word issue next to a number)');
const ISSUE_REFERENCE = /\bissues? #?\d+|#\d+ issues?\b/gi;
let issueCount = 0;
for (const file of tracked) {
  if (/(^|\/)(node_modules|migrations)\/|schema\.gen\.ts$|openapi\.json$|(^|\/)CHANGELOG/i.test(file))
    continue;
  const bytes = readFileSync(join(root, file));
  if (bytes.includes(0)) continue;
  issueCount += [...bytes.toString('utf8').matchAll(ISSUE_REFERENCE)].length;
}
console.log(issueCount);

// 5. Web forms not validated through zodResolver.
heading("Web form components (<form or onSubmit) not using react-hook-form's zodResolver");
const forms = sources.filter(
  (file) => file.startsWith('apps/web/src/') && file.endsWith('.tsx') && !/\.test\.tsx$/.test(file),
);
const formFiles = forms.filter((file) => /<form\b|\bonSubmit\b/.test(read(file)));
const withoutResolver = formFiles.filter(
  (file) => !/\b(zodResolver|useZodForm|useSectionForm)\b/.test(read(file)),
);
for (const file of withoutResolver) console.log(`  ${file}`);
console.log(`${withoutResolver.length} of ${formFiles.length} form components`);
