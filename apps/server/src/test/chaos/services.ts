import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Throwaway PostgreSQL and Redis servers for the chaos test, on free ports in a temp folder, so restarting them
 * never touches the shared services other tests use. Missing binaries are an error, not a skip.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter(
          (v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'The chaos test needs the PostgreSQL server binaries (initdb and pg_ctl under /usr/lib/postgresql/<version>/bin). ' +
        'Install the postgresql package (apt-get install postgresql) and run it again.',
    );
  return join(root, versions[0]!, 'bin');
}

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` OS user. */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

export type ThrowawayPostgres = {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'lekker-chaos-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asPostgres(join(bin, tool), args);
    execFileSync(command, argv, { stdio: 'pipe', timeout: 60_000 });
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '10', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type ThrowawayRedis = {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: connections stay open but nothing is answered (a hung server), until `thaw`. */
  freeze(): void;
  thaw(): void;
  running(): boolean;
  destroy(): Promise<void>;
};

export async function startThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${out}`)), 10_000);
      proc.once('error', (error) => {
        clearTimeout(timer);
        reject(
          new Error(
            `The chaos test needs redis-server on the PATH (apt-get install redis-server): ${error.message}`,
          ),
        );
      });
      proc.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGKILL');
    });
  };
  await start();
  const signal = (name: NodeJS.Signals) => {
    if (!child || child.exitCode !== null) throw new Error('redis-server is not running');
    child.kill(name);
  };
  const destroy = async () => {
    if (child && child.exitCode === null) child.kill('SIGCONT');
    await stop();
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    running: () => child !== undefined && child.exitCode === null,
    destroy,
  };
}
