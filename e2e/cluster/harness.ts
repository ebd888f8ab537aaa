import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The cluster suite's deployment (docs/DEPLOY.md "Galera behind HAProxy"): a three-node MariaDB
 * Galera cluster (e2e/scripts/galera.sh), one BeanTrail process per node, HAProxy in front. Every
 * part is found by the pid and port files in `test-results/cluster/`, so any test process (and a
 * worker restarted after a failure) can stop, kill or restart any part.
 */
export const root = path.resolve(__dirname, '../..');
// mariadbd and haproxy live in /usr/sbin, which a non-login shell may not have on its PATH.
process.env.PATH = `${process.env.PATH}:/usr/sbin:/sbin`;
export const dir = path.join(root, 'test-results/cluster');
export const NODES = [1, 2, 3] as const;
export type Node = (typeof NODES)[number];

interface State {
  haproxyPort: number;
  appPorts: Record<Node, number>;
  galeraUrls: Record<Node, string>;
  galeraDir: string;
}

const stateFile = path.join(dir, 'state.json');
export const state = (): State => JSON.parse(fs.readFileSync(stateFile, 'utf8')) as State;
export const appUrl = (n: Node) => `http://127.0.0.1:${state().appPorts[n]}`;
export const haproxyUrl = () => `http://127.0.0.1:${state().haproxyPort}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function galera(...args: string[]): string {
  return execFileSync('bash', [path.join(root, 'e2e/scripts/galera.sh'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, GALERA_DIR: path.join(dir, 'galera') },
  });
}

/** SQL as the cluster's root, on one node, through its socket; its reads see every write the cluster committed before. */
export function nodeSql(n: Node, sql: string): string {
  return execFileSync(
    'mariadb',
    [
      '--no-defaults',
      `--socket=${state().galeraDir}/n${n}/mysqld.sock`,
      '-uroot',
      '--batch',
      '--skip-column-names',
      '-e',
      `SET SESSION wsrep_sync_wait = 1; ${sql}`,
    ],
    { encoding: 'utf8' },
  );
}

const pidFile = (name: string) => path.join(dir, `${name}.pid`);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const pidOf = (name: string): number | null => {
  const file = pidFile(name);
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  return pid && alive(pid) ? pid : null;
};

/** Starts BeanTrail process `n` on its node (production build, demo data), detached; returns once it is started. */
export function startApp(n: Node): number {
  const s = state();
  const out = fs.openSync(path.join(dir, `app-${n}.log`), 'a');
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      PORT: String(s.appPorts[n]),
      DATABASE_URL: s.galeraUrls[n],
      BEANTRAIL_MODE: 'demo',
      TRUST_PROXY: '1',
      // HAProxy checks every 500 ms and drains a server at its first failed check: 1.5 s is three checks.
      SHUTDOWN_DRAIN_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '10',
      STATIC_ROOT: dir,
    },
  });
  child.unref();
  fs.closeSync(out);
  fs.writeFileSync(pidFile(`app-${n}`), String(child.pid));
  return child.pid!;
}

/** Waits until process `n` answers ready (at most `seconds`). */
export async function waitReady(n: Node, seconds = 90): Promise<void> {
  const url = `${appUrl(n)}/api/health/ready`;
  for (let i = 0; i < seconds * 5; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (!pidOf(`app-${n}`)) throw new Error(`BeanTrail process ${n} exited; see ${path.join(dir, `app-${n}.log`)}`);
    await sleep(200);
  }
  throw new Error(`BeanTrail process ${n} was not ready within ${seconds} s; see ${path.join(dir, `app-${n}.log`)}`);
}

/** Sends `signal` to process `n` and waits for it to exit; returns how long that took. */
export async function stopApp(n: Node, signal: NodeJS.Signals = 'SIGTERM', seconds = 30): Promise<number> {
  const pid = pidOf(`app-${n}`);
  if (!pid) return 0;
  const started = Date.now();
  process.kill(pid, signal);
  for (let i = 0; i < seconds * 20 && alive(pid); i++) await sleep(50);
  if (alive(pid)) throw new Error(`BeanTrail process ${n} did not exit within ${seconds} s of ${signal}`);
  return Date.now() - started;
}

export const killNode = (n: Node) => galera('kill', String(n));
/** Recovers node `n`'s position and starts it; resolves with how it rejoined ("rejoined by IST"). */
export const restartNode = (n: Node) => galera('restart', String(n)).trim();

/** One line of HAProxy's runtime API (its stats socket). */
export function haproxyCommand(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(path.join(dir, 'haproxy.sock'));
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
    socket.write(`${command}\n`);
  });
}

/** HAProxy's view of each BeanTrail process: UP or DOWN (its health checks of /api/health/ready). */
export async function haproxyStates(): Promise<Record<Node, string>> {
  const csv = await haproxyCommand('show stat');
  const states = {} as Record<Node, string>;
  for (const line of csv.split('\n')) {
    const [proxy, server, ...rest] = line.split(',');
    const m = /^app(\d)$/.exec(server ?? '');
    if (proxy === 'beantrail' && m) states[Number(m[1]) as Node] = rest[15] ?? '';
  }
  return states;
}

export async function waitHaproxy(n: Node, wanted: 'UP' | 'DOWN', seconds = 30): Promise<void> {
  for (let i = 0; i < seconds * 10; i++) {
    // Its socket appears a moment after HAProxy starts.
    const states = await haproxyStates().catch(() => ({}) as Record<Node, string>);
    if (states[n]?.startsWith(wanted)) return;
    await sleep(100);
  }
  throw new Error(
    `HAProxy did not see process ${n} ${wanted} within ${seconds} s: ${JSON.stringify(await haproxyStates())}`,
  );
}

function haproxyConfig(s: State): string {
  return `global
  maxconn 4000
  pidfile ${dir}/haproxy.pid
  stats socket ${dir}/haproxy.sock mode 600 level admin
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  timeout check 2s
  # A connection a stopping process refuses goes to another one; a request already sent is never
  # sent twice (its process finishes it: runtime/graceful-shutdown.ts).
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend www
  bind 127.0.0.1:${s.haproxyPort}
  option forwardfor
  # The servers' "Keep-Alive: timeout=72" is theirs, not this balancer's (it closes an idle client
  # connection after 10 s): passed on, a client reused a connection HAProxy had just closed.
  http-response del-header keep-alive
  default_backend beantrail

backend beantrail
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2
${NODES.map((n) => `  server app${n} 127.0.0.1:${s.appPorts[n]} check`).join('\n')}
`;
}

function startHaproxy(s: State): void {
  const cfg = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(s));
  execFileSync('haproxy', ['-c', '-q', '-f', cfg]);
  const out = fs.openSync(path.join(dir, 'haproxy.log'), 'a');
  const child = spawn('haproxy', ['-db', '-f', cfg], { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  fs.closeSync(out);
  fs.writeFileSync(pidFile('haproxy'), String(child.pid));
}

/**
 * Everything from nothing: the cluster (fresh data folders), a fresh database, three processes
 * started at once on it (they migrate and seed one at a time: core/database/cluster/startup-lock.ts),
 * HAProxy once all three are ready and it sees them UP.
 */
export async function startDeployment(): Promise<void> {
  await stopDeployment();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const exports = galera('start');
  const urls = Object.fromEntries(
    [...exports.matchAll(/GALERA_URL_(\d)=(\S+)/g)].map((m) => [Number(m[1]), m[2]]),
  ) as Record<Node, string>;
  const s: State = {
    haproxyPort: await freePort(),
    appPorts: { 1: await freePort(), 2: await freePort(), 3: await freePort() },
    galeraUrls: urls,
    galeraDir: /GALERA_DIR=(\S+)/.exec(exports)![1],
  };
  fs.writeFileSync(stateFile, JSON.stringify(s, null, 2));
  for (const n of NODES) startApp(n);
  await Promise.all(NODES.map((n) => waitReady(n)));
  startHaproxy(s);
  for (const n of NODES) await waitHaproxy(n, 'UP');
}

export async function stopDeployment(): Promise<void> {
  if (fs.existsSync(stateFile)) {
    for (const n of NODES) await stopApp(n, 'SIGKILL').catch(() => 0);
  }
  const haproxy = pidOf('haproxy');
  if (haproxy) process.kill(haproxy, 'SIGTERM');
  if (fs.existsSync(path.join(dir, 'galera/ports.env'))) galera('stop');
}
