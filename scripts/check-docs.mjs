// Keeps the written house true (part of `npm run lint`): every `docs/product.md#anchor` cited in code or docs names
// an anchor that exists, every `docs/decisions/NNN-*.md` cited exists, and nothing cites documents outside this
// repository (the original product brief and house plan are summarised in docs/product.md and docs/decisions), and
// no tracked file points at a tracker's "issue N": the repository explains itself, so cite the product.md anchor or
// the decision record that says the same (or state the rule where it is used).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { decisionsIndex, indexPath } from './decisions-index.mjs';

const root = new URL('..', import.meta.url).pathname;
const SCAN = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs', 'README.md'];
const SKIP = new Set([
  'node_modules',
  'dist',
  'data',
  '.tmp',
  'test-results',
  'playwright-report',
  'migrations',
]);
const EXTENSIONS = /\.(ts|tsx|mjs|js|md|css|html)$/;
// Citations of documents that are not in this repository.
const OUTSIDE = /\bspec §|\bDESIGN §|product-spec|shared\/(DESIGN|spec)/i;

const anchors = new Set(
  [...readFileSync(join(root, 'docs/product.md'), 'utf8').matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map(
    (m) => m[1],
  ),
);

function* files(path) {
  const stat = statSync(path);
  if (stat.isFile()) {
    if (EXTENSIONS.test(path)) yield path;
    return;
  }
  for (const name of readdirSync(path)) if (!SKIP.has(name)) yield* files(join(path, name));
}

const problems = [];
for (const top of SCAN) {
  const start = join(root, top);
  if (!existsSync(start)) continue;
  for (const file of files(start)) {
    const rel = relative(root, file);
    if (rel === 'scripts/check-docs.mjs') continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const where = `${rel}:${i + 1}`;
        if (OUTSIDE.test(line))
          problems.push(
            `${where}: cites a document outside the repository; point at docs/product.md#… instead`,
          );
        for (const [, anchor] of line.matchAll(/docs\/product\.md#([a-z0-9-]+)/g))
          if (!anchors.has(anchor)) problems.push(`${where}: docs/product.md has no anchor "${anchor}"`);
        for (const [, record] of line.matchAll(/docs\/decisions\/(\d{3}-[a-z0-9-]+\.md)/g))
          if (!existsSync(join(root, 'docs/decisions', record)))
            problems.push(`${where}: no decision record ${record}`);
      });
  }
}

// The word issue(s) next to a number, either way round and with or without "#": in code, tests, docs and scripts.
const ISSUE_REFERENCE = /\bissues? #?\d+|#\d+ issues?\b/i;
/** Generated or copied text that is not written by hand here (and a changelog, which may quote history). */
const NOT_HAND_WRITTEN =
  /(^|\/)(node_modules|migrations)\/|schema\.gen\.ts$|openapi\.json$|(^|\/)CHANGELOG(\.md)?$/i;
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !NOT_HAND_WRITTEN.test(file));
const issueReferences = [];
for (const file of tracked) {
  const path = join(root, file);
  if (!existsSync(path) || !statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  if (bytes.includes(0)) continue; // binary (images, fonts)
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, i) => {
      const found = ISSUE_REFERENCE.exec(line);
      if (found) issueReferences.push(`${file}:${i + 1}: "${found[0]}"`);
    });
}
if (issueReferences.length > 0)
  problems.push(
    `${issueReferences.length} reference(s) to a tracker issue; cite docs/product.md#… or docs/decisions/NNN-….md, or state the rule:\n  ${issueReferences.join('\n  ')}`,
  );

if (!existsSync(indexPath) || readFileSync(indexPath, 'utf8') !== decisionsIndex())
  problems.push('docs/decisions/README.md is stale: run `node scripts/decisions-index.mjs`');

if (problems.length > 0) {
  console.error(`Docs check: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Docs check: ${anchors.size} product.md anchors, every citation resolves.`);
