// `npm run typecheck`: the four TypeScript projects, on two lanes (one per core of the house's machines): the
// server's, the largest, on one; core, web and the browser tests' on the other. Fails when any project fails; each
// project's errors are printed as tsc wrote them.
import { spawn } from 'node:child_process';

const LANES = [['apps/server'], ['packages/core', 'apps/web', 'e2e']];

function tsc(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok    ' : 'FAILED'} tsc -p ${project} (${seconds} s)\n${out}`);
      resolve(code === 0);
    });
  });
}

async function lane(projects) {
  let passed = true;
  for (const project of projects) passed = (await tsc(project)) && passed;
  return passed;
}

const results = await Promise.all(LANES.map(lane));
if (!results.every(Boolean)) process.exit(1);
