// Browser tests drive Debian's Chromium; a test tool's own browser download does not work on these machines.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  ensureDebianPackage({ binary: CHROMIUM, pkg: 'chromium', label: 'Chromium', envVar: 'CHROMIUM_PATH' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
