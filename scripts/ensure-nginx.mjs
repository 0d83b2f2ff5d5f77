// The scale-out test (server-chaos tier) runs two app instances behind Debian's nginx, started as its own child
// process. Installed here when missing, as the browser tests' Chromium is.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function ensureNginx() {
  if (existsSync(NGINX)) return;
  console.log(
    `nginx is missing at ${NGINX}: installing Debian's nginx package (apt-get install -y nginx)...`,
  );
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq nginx`, { stdio: 'inherit' });
  } catch {
    console.error(
      'Could not install nginx. Install it by hand: apt-get install -y nginx (or set NGINX_BIN).',
    );
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
