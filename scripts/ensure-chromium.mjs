// Browser tests drive Debian's Chromium; a test tool's own browser download does not work on these machines.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log(
    `Chromium is missing at ${CHROMIUM}: installing Debian's chromium package (apt-get install -y chromium)...`,
  );
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`, { stdio: 'inherit' });
  } catch {
    console.error(
      'Could not install Chromium. Install it by hand: apt-get install -y chromium (or set CHROMIUM_PATH).',
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
