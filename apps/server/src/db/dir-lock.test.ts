import { spawn } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirLock, DirLockedError } from './dir-lock.ts';

describe('acquireDirLock', () => {
  it('takes the lock, refuses a second live owner, and frees it on release', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'lock-')), 'pglite');
    const lock = await acquireDirLock(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));

    // Pretend another live process holds it.
    const other = spawn('sleep', ['5']);
    await writeFile(`${dir}.lock`, String(other.pid));
    await expect(acquireDirLock(dir)).rejects.toBeInstanceOf(DirLockedError);
    other.kill();
    await new Promise((r) => other.on('exit', r));

    // Its owner is gone now: the stale lock is taken over.
    const again = await acquireDirLock(dir);
    await again.release();
    await lock.release();
  });
});
