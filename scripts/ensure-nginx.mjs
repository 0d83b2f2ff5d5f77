// The scale-out test (server-chaos tier) runs two app instances behind Debian's nginx, started as its own child
// process. Installed here when missing, as the browser tests' Chromium is.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function ensureNginx() {
  ensureDebianPackage({ binary: NGINX, pkg: 'nginx', label: 'nginx', envVar: 'NGINX_BIN' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
