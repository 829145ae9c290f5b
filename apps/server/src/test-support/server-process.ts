import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SERVER_ARGS } from './built-server';

// The server as the shop runs it (main.ts, its own process) on a database the test names, for
// tests that need several processes on one SQLite file or a process killed mid-write. Signed in
// as the owner the server creates at first start (INITIAL_ADMIN_*), when the server has logins.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const OWNER = { email: 'owner@bahi.test', password: 'Contention-Test-Pass-2026' };

export type ServerProcess = {
  baseUrl: string;
  child: ChildProcess;
  /** Headers every API call sends: the session cookie and the server's own origin. */
  headers: Record<string, string>;
  /** SIGTERM (orderly shutdown) or SIGKILL (power-cut-like: nothing runs after it). */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const origin = { origin: baseUrl };
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (answer.status === 404) return origin;
  if (!answer.ok) throw new Error(`Sign-in answered ${answer.status}: ${await answer.text()}`);
  const cookie = answer.headers.getSetCookie().map((value) => value.split(';')[0]);
  return { ...origin, cookie: cookie.join('; ') };
}

/**
 * The built web app, or, where it was never built (a fresh clone running the API tests), a page
 * of its own: main.ts refuses to start without one, and these tests only call the API.
 */
function webDir(scratch: string): string | undefined {
  if (process.env.BAHI_WEB_DIR || fs.existsSync(path.join(repoRoot, 'apps/web/dist/index.html')))
    return undefined;
  const dir = path.join(scratch, 'web');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Bahi</title>');
  return dir;
}

export async function startServerProcess(env: {
  DATABASE_URL: string;
  BAHI_BACKUP_DIR: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const web = webDir(env.BAHI_BACKUP_DIR);
  const child = spawn(process.execPath, [...BUILT_SERVER_ARGS], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BAHI_LOG: 'off',
      INITIAL_ADMIN_EMAIL: OWNER.email,
      INITIAL_ADMIN_PASSWORD: OWNER.password,
      ...(web ? { BAHI_WEB_DIR: web } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, 60_000);
    return { baseUrl, child, headers: await signIn(baseUrl), stop };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
}

/** A JSON call to one server; answers the status and parsed body (status 0: no answer at all). */
export async function callServer(
  server: ServerProcess,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  try {
    const answer = await fetch(`${server.baseUrl}${url}`, {
      method,
      headers: { ...server.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: 0, body: null };
  }
}
