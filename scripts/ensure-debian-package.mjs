// Tools the tests drive that npm cannot supply (a browser, a load balancer) come from Debian's packages: installed
// with apt-get when missing, or found where an environment variable says.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Installs Debian package `pkg` unless `binary` exists; exits with a readable message when it cannot. */
export function ensureDebianPackage({ binary, pkg, label, envVar }) {
  if (existsSync(binary)) return;
  console.log(
    `${label} is missing at ${binary}: installing Debian's ${pkg} package (apt-get install -y ${pkg})...`,
  );
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
  } catch {
    console.error(
      `Could not install ${label}. Install it by hand: apt-get install -y ${pkg} (or set ${envVar}).`,
    );
    process.exit(1);
  }
}
