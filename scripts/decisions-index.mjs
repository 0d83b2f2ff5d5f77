// The decisions index (docs/decisions/README.md): one line per record with its title, status and date, and the
// numbers never used marked. `node scripts/decisions-index.mjs` writes it; `npm run docs:check` fails when it is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = new URL('../docs/decisions/', import.meta.url).pathname;
export const indexPath = join(dir, 'README.md');

const HEAD = `# Decision records

One line per record: what was decided, its status and the day it was taken. A record holds its decision and the reasons;
figures measured along the way belong in \`docs/measurements/\`. Numbers never used are marked so nobody searches for
them. A new record copies [000-template.md](000-template.md) and takes the next free number; then run
\`node scripts/decisions-index.mjs\` (\`npm run docs:check\` fails while this index is stale).

| No. | Decision | Status | Date |
| --- | --- | --- | --- |
`;

function row(file) {
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const title = lines[0].replace(/^#\s*\d{3}:\s*/, '').trim();
  const status = (lines.find((l) => l.startsWith('Status:')) ?? 'Status: unknown')
    .slice('Status:'.length)
    .trim();
  const kind = /^(proposed|accepted|superseded by \d{3}|superseded)/i.exec(status)?.[1] ?? 'unknown';
  const date = /\d{4}-\d{2}-\d{2}/.exec(status)?.[0] ?? '';
  const amended = /amended/i.test(status) ? ', amended' : '';
  return `| [${file.slice(0, 3)}](${file}) | ${title.replaceAll('|', '\\|')} | ${kind}${amended} | ${date} |`;
}

/** The index as it should read for the records on disk. */
export function decisionsIndex() {
  const records = new Map(
    readdirSync(dir)
      .filter((f) => /^\d{3}-.+\.md$/.test(f) && !f.startsWith('000'))
      .map((f) => [Number(f.slice(0, 3)), f]),
  );
  const last = Math.max(...records.keys());
  const rows = [];
  for (let n = 1; n <= last; n++) {
    const file = records.get(n);
    rows.push(file ? row(file) : `| ${String(n).padStart(3, '0')} | *(number not used)* | — | — |`);
  }
  return `${HEAD}${rows.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(indexPath, decisionsIndex());
  console.log(`Wrote ${indexPath}`);
}
