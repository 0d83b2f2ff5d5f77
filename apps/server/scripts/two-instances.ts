// Two production app instances behind nginx on this machine: the scale-out shape of docs/decisions/033-scale-out.md,
// for the scale-out test and for load runs across instances (bench/sockets*).
//
//   npx tsx apps/server/scripts/two-instances.ts [--port 3214] [--pg postgres://postgres@127.0.0.1:5432/postgres]
//     [--redis redis://127.0.0.1:6379] [--instance-pg postgres://…pgbouncer…] [--seed-demo] [--keep-database] [--access-log]
//     [--worker-processes 6] [--worker-connections 16000] [--worker-rlimit-nofile 20000]
//     [--app-workers 2] [--source-addresses 4] [--listen-addresses 2]
//
// Creates a fresh database on the PostgreSQL server (migrated once here, so the instances start on it together;
// --seed-demo loads the demo data here too, as production never seeds), starts instance A on port+1 and B on port+2
// (NODE_ENV=production with ALLOW_LOCAL_PRODUCTION: http:// on loopback, no SMTP; the same AUTH_SECRET, Redis for the
// realtime bus and the rate limits), and nginx on `port` from deploy/nginx/lekker.conf.template as a child process (config,
// pid, logs and temp files in a temp folder). Prints the URLs; Ctrl-C (SIGINT/SIGTERM) stops everything and drops
// the database. nginx answers every response with `X-Upstream: <address of the instance>` so a client can tell
// which instance served it (WebSocket upgrades included).
//
// As a module: `const cluster = await startTwoInstances({ port, prepare })` … `await cluster.stop()`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';

const serverDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(serverDir, '..', '..');
export const NGINX_TEMPLATE = join(repoRoot, 'deploy', 'nginx', 'lekker.conf.template');
/** Debian's nginx (`apt-get install -y nginx`); NGINX_BIN overrides it. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export type TwoInstancesOptions = {
  /** nginx listens on 127.0.0.1:port; the instances on port+1 and port+2. */
  port: number;
  /** A PostgreSQL URL allowed to CREATE DATABASE; the fresh database is created on that server. */
  postgresUrl?: string;
  redisUrl?: string;
  /**
   * The server the instances connect to, when not `postgresUrl` itself (e.g. a PgBouncer in front of it): its
   * database part is replaced by the fresh database.
   */
  instancePostgresUrl?: string;
  /** Runs on the migrated database before the instances start (e.g. rows a background job must find). */
  prepare?: (databaseUrl: string) => Promise<void>;
  /** Load the demo data (here, after the migrations: production instances never seed). */
  seedDemo?: boolean;
  /** Keep the database after stop (its URL is printed). */
  keepDatabase?: boolean;
  /** More environment for both instances (e.g. rate limits for a load run). */
  env?: Record<string, string>;
  /** App worker processes per instance (APP_WORKERS, node:cluster), or [A's, B's]; default 1. */
  appWorkers?: number | [number, number];
  nginx?: {
    /**
     * Connect to the instances from this many loopback addresses (127.0.0.2, 127.0.0.3, …: `proxy_bind` over a
     * `split_clients`), each with its own 28,232 ephemeral ports per instance; default 1 (127.0.0.1, no bind).
     */
    sourceAddresses?: number;
    /**
     * Listen on this many loopback addresses (127.0.0.1, 127.0.0.2, … on the same port), so a load generator can
     * open more than 28,232 connections to nginx from one address; default 1. `urls` lists them.
     */
    listenAddresses?: number;
    workerProcesses?: number;
    workerConnections?: number;
    workerRlimitNofile?: number;
    /** Write an access log in the temp folder (off by default: a socket flood would fill it). */
    accessLog?: boolean;
  };
  /** Where the instances' and nginx's output goes; default: kept in memory, shown when something fails. */
  onOutput?: (source: string, text: string) => void;
};

export type Instance = {
  name: 'A' | 'B';
  port: number;
  url: string;
  /** The instance's process (with APP_WORKERS > 1 the supervisor of its workers). */
  process: ChildProcess;
  /** The processes serving: the instance's process, or its app workers. */
  servingPids(): number[];
};

/** The children of a process (Linux: the children file of each of its tasks in /proc). */
export function childPids(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

export type TwoInstances = {
  /** The load balancer: what clients use (also PUBLIC_URL of both instances). */
  url: string;
  /** Every address nginx listens on (`url` first; see `nginx.listenAddresses`). */
  urls: string[];
  instances: [Instance, Instance];
  /** The fresh database both instances use. */
  databaseUrl: string;
  nginx: { process: ChildProcess; prefix: string; config: string };
  /** Which instance answered, from an `X-Upstream` header value (`127.0.0.1:3215` → A). */
  instanceFor(upstream: string | null | undefined): Instance | undefined;
  /** Everything the processes printed so far. */
  output(): string;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Fills the {{NAME}} placeholders of deploy/nginx/lekker.conf.template; an unfilled one is an error. */
export function renderNginxConfig(
  values: Record<string, string>,
  template = readFileSync(NGINX_TEMPLATE, 'utf8'),
) {
  const text = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for ${match}`);
    return value;
  });
  return text;
}

async function waitForPort(port: number, timeoutMs: number, exited: () => string | undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const why = exited();
    if (why) throw new Error(why);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done(true);
      });
      socket.once('error', () => done(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
}

async function waitReady(instance: Instance, timeoutMs: number, exited: () => string | undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const why = exited();
    if (why) throw new Error(why);
    const res = await fetch(`${instance.url}/api/ready`).catch(() => null);
    if (res?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`instance ${instance.name} (${instance.url}) was not ready after ${timeoutMs} ms`);
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill(signal);
  });
}

export async function startTwoInstances(options: TwoInstancesOptions): Promise<TwoInstances> {
  if (!existsSync(NGINX_BIN))
    throw new Error(
      `The scale-out harness runs Debian's nginx at ${NGINX_BIN}, which is missing. Install it with ` +
        '`apt-get install -y nginx` (or set NGINX_BIN).',
    );
  const postgresUrl = options.postgresUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379';
  const url = `http://127.0.0.1:${options.port}`;
  let log = '';
  const output = (source: string, text: string) => {
    log += text
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${source}] ${line}\n`)
      .join('');
    options.onOutput?.(source, text);
  };

  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const name = `lekker_scale_${randomBytes(5).toString('hex')}`;
  const databaseUrl = withDatabase(postgresUrl, name);
  let databaseCreated = false;
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      // nginx first (no new traffic), then the instances (they close their sockets and finish their jobs).
      const [nginxChild, ...apps] = children;
      if (nginxChild) await stopProcess(nginxChild, 'SIGTERM', 5000);
      // An instance's app workers (APP_WORKERS > 1) are stopped by their supervisor; any left are killed.
      const workers = apps.flatMap((child) => (child.pid ? childPids(child.pid) : []));
      await Promise.all(apps.map((child) => stopProcess(child, 'SIGTERM', 15_000)));
      for (const pid of workers)
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Gone already.
        }
      if (databaseCreated && !options.keepDatabase)
        await adminQuery(postgresUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) =>
          output('harness', `could not drop ${name}: ${(error as Error).message}`),
        );
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    })();
    return stopped;
  };

  try {
    await adminQuery(postgresUrl, `CREATE DATABASE ${name}`).catch((error: Error) => {
      const where = new URL(postgresUrl);
      throw new Error(
        `The scale-out harness needs a PostgreSQL server it can create a database on, at ${where.host} as ` +
          `${where.username || 'the current user'}: ${error.message}`,
      );
    });
    databaseCreated = true;
    const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
    try {
      await database.migrate();
      // Production never seeds on start (docs/decisions/043-production-start.md): the harness does, on purpose.
      if (options.seedDemo) await seedDemo(database.db);
    } finally {
      await database.close();
    }
    await options.prepare?.(databaseUrl);

    // nginx goes first in `children` so stop() closes the door before the instances.
    const prefix = mkdtempSync(join(tmpdir(), 'lekker-nginx-'));
    dirs.push(prefix);
    // Worker processes run as nobody when started by root: they must reach the temp folders inside.
    chmodSync(prefix, 0o755);
    const ports = [options.port + 1, options.port + 2];
    const config = join(prefix, 'nginx.conf');
    const isRoot = process.getuid?.() === 0;
    const sources = Array.from({ length: options.nginx?.sourceAddresses ?? 1 }, (_, i) => `127.0.0.${i + 2}`);
    const share = (100 / Math.max(1, sources.length)).toFixed(2);
    const listenAddresses = Array.from(
      { length: options.nginx?.listenAddresses ?? 1 },
      (_, i) => `127.0.0.${i + 1}:${options.port}`,
    );
    writeFileSync(
      config,
      renderNginxConfig({
        USER: isRoot ? 'user nobody nogroup;' : '',
        PREFIX: prefix,
        WORKER_PROCESSES: String(options.nginx?.workerProcesses ?? 6),
        WORKER_RLIMIT_NOFILE: String(options.nginx?.workerRlimitNofile ?? 20_000),
        WORKER_CONNECTIONS: String(options.nginx?.workerConnections ?? 16_000),
        ACCESS_LOG: options.nginx?.accessLog ? `${prefix}/access.log` : 'off',
        LISTEN: listenAddresses[0]!,
        MORE_LISTEN: listenAddresses
          .slice(1)
          .map((address) => `    listen ${address} reuseport backlog=4096;`)
          .join('\n'),
        UPSTREAM_SOURCES:
          sources.length > 1
            ? [
                '  split_clients "$remote_addr:$remote_port" $lekker_upstream_source {',
                ...sources.map((a, i) => `    ${i === sources.length - 1 ? '*' : `${share}%`} ${a};`),
                '  }',
              ].join('\n')
            : '',
        PROXY_BIND: sources.length > 1 ? '      proxy_bind $lekker_upstream_source;' : '',
        UPSTREAM_SERVERS: ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n'),
        EXTRA_LOCATION: '      add_header X-Upstream $upstream_addr always;',
      }),
    );
    for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, sub));
    const test = spawnSync(
      NGINX_BIN,
      ['-t', '-q', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', config],
      {
        encoding: 'utf8',
      },
    );
    if (test.status !== 0) throw new Error(`nginx -t refused the generated config:\n${test.stderr}`);

    const nginxChild = spawn(
      NGINX_BIN,
      ['-p', prefix, '-e', join(prefix, 'error.log'), '-c', config, '-g', 'daemon off;'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(nginxChild);
    nginxChild.stdout?.on('data', (c: Buffer) => output('nginx', c.toString()));
    nginxChild.stderr?.on('data', (c: Buffer) => output('nginx', c.toString()));

    const authSecret = randomBytes(36).toString('base64url');
    const dataDirs = new Map<string, string>();
    const workersOf = (i: number) =>
      (Array.isArray(options.appWorkers) ? options.appWorkers[i] : options.appWorkers) ?? 1;
    const instances = (['A', 'B'] as const).map((instanceName, i): Instance => {
      const port = ports[i]!;
      const dataDir = mkdtempSync(join(tmpdir(), `lekker-instance-${instanceName}-`));
      dirs.push(dataDir);
      dataDirs.set(instanceName, dataDir);
      const instance: Instance = {
        name: instanceName,
        port,
        url: `http://127.0.0.1:${port}`,
        process: undefined as never,
        // The supervisor's children that run the app (tsx also starts an esbuild service).
        servingPids: () =>
          workersOf(i) > 1
            ? childPids(instance.process.pid!).filter((pid) => {
                try {
                  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('src/main.ts');
                } catch {
                  return false;
                }
              })
            : [instance.process.pid!],
      };
      return instance;
    });
    const spawnInstance = (instance: Instance) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(instance.port),
          PUBLIC_URL: url,
          // Browsers may also talk to one instance directly (debugging): same site, other addresses.
          EXTRA_ORIGINS: instances.map((i) => i.url).join(','),
          DATA_DIR: dataDirs.get(instance.name),
          DATABASE_URL: options.instancePostgresUrl
            ? withDatabase(options.instancePostgresUrl, name)
            : databaseUrl,
          REDIS_URL: redisUrl,
          AUTH_SECRET: authSecret,
          // nginx connects from 127.0.0.1, or from its proxy_bind addresses.
          TRUSTED_PROXY: sources.length > 1 ? '127.0.0.0/8' : '127.0.0.1',
          APP_WORKERS: String(workersOf(instance.name === 'A' ? 0 : 1)),
          // Production refuses the simulator; sandbox with PayFast's public test merchant (no call at start).
          PAYFAST_MODE: 'sandbox',
          PAYFAST_MERCHANT_ID: '10000100',
          PAYFAST_MERCHANT_KEY: '46f0cd694581a',
          // http:// on loopback and no SMTP: allowed for this machine only, and said at start (production-settings.ts).
          ALLOW_LOCAL_PRODUCTION: 'true',
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (c: Buffer) => output(instance.name, c.toString()));
      child.stderr?.on('data', (c: Buffer) => output(instance.name, c.toString()));
      instance.process = child;
      children.push(child);
    };
    const exitedWhy = () => {
      for (const child of children)
        if (child.exitCode !== null || child.signalCode !== null)
          return `${child === nginxChild ? 'nginx' : 'an instance'} exited on start (${child.exitCode ?? child.signalCode}):\n${log}`;
      return undefined;
    };
    const [a, b] = instances as [Instance, Instance];
    spawnInstance(a);
    spawnInstance(b);
    await Promise.all([waitReady(a, 120_000, exitedWhy), waitReady(b, 120_000, exitedWhy)]);
    await waitForPort(options.port, 10_000, exitedWhy);

    return {
      url,
      urls: listenAddresses.map((address) => `http://${address}`),
      instances: [a, b],
      databaseUrl,
      nginx: { process: nginxChild, prefix, config },
      // After a failed try nginx lists every address it tried ("127.0.0.1:3215, 127.0.0.1:3216"): the last answered.
      instanceFor: (upstream) =>
        instances.find((i) => upstream?.split(',').at(-1)?.trim() === `127.0.0.1:${i.port}`),
      output: () => log,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function cli() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.E2E_PORT ?? '3214' },
      pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      redis: { type: 'string', default: 'redis://127.0.0.1:6379' },
      'instance-pg': { type: 'string' },
      'seed-demo': { type: 'boolean', default: false },
      'keep-database': { type: 'boolean', default: false },
      'access-log': { type: 'boolean', default: false },
      'worker-processes': { type: 'string', default: '6' },
      'worker-connections': { type: 'string', default: '16000' },
      'worker-rlimit-nofile': { type: 'string', default: '20000' },
      'app-workers': { type: 'string', default: '1' },
      'source-addresses': { type: 'string', default: '1' },
      'listen-addresses': { type: 'string', default: '1' },
    },
  });
  if (!existsSync(join(repoRoot, 'apps', 'web', 'dist', 'index.html')))
    console.log(
      '(apps/web/dist is missing: the API and sockets work; run `npm run build` to serve the web app too.)',
    );
  const started = Date.now();
  const cluster = await startTwoInstances({
    port: Number(values.port),
    postgresUrl: values.pg,
    redisUrl: values.redis,
    instancePostgresUrl: values['instance-pg'],
    seedDemo: values['seed-demo'],
    keepDatabase: values['keep-database'],
    nginx: {
      workerProcesses: Number(values['worker-processes']),
      workerConnections: Number(values['worker-connections']),
      workerRlimitNofile: Number(values['worker-rlimit-nofile']),
      accessLog: values['access-log'],
      sourceAddresses: Number(values['source-addresses']),
      listenAddresses: Number(values['listen-addresses']),
    },
    appWorkers: Number(values['app-workers']),
    onOutput: (source, text) => process.stdout.write(`[${source}] ${text}`),
  });
  console.log(
    [
      `Two instances behind nginx, ready in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
      `  load balancer  ${cluster.url}  (nginx pid ${cluster.nginx.process.pid}, config ${cluster.nginx.config})`,
      ...cluster.instances.map(
        (i) =>
          `  instance ${i.name}     ${i.url}  (pid ${i.process.pid}; serving ${i.servingPids().join(', ')})`,
      ),
      `  database       ${cluster.databaseUrl}${values['keep-database'] ? ' (kept)' : ' (dropped on exit)'}`,
      `  redis          ${values.redis}`,
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping …');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  for (const child of [cluster.nginx.process, ...cluster.instances.map((i) => i.process)])
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`a process exited (${code ?? signal}); stopping the rest`);
      void shutdown().then(() => process.exit(1));
    });
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  cli().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
