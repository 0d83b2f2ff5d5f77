import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

export type DirLock = { path: string; release(): Promise<void> };

export class DirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The database folder ${dir} is in use by another process (pid ${pid}). Stop it first.`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file `<dir>.lock` holding the owner's pid. A lock whose pid is gone is stale and is taken over.
 */
export async function acquireDirLock(dir: string): Promise<DirLock> {
  const path = `${dir}.lock`;
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return {
        path,
        release: async () => {
          await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) throw new DirLockedError(dir, pid);
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
