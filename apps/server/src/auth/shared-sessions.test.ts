import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER_ARGS } from '../test-support/built-server';
import { placeholderWebFolder } from '../test-support/placeholder-web';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';

// Sessions live in the database, so two server processes on one PostgreSQL database are one
// office: a sign-in on one is good on the other, and a sign-out on either ends it on both.

const serverDir = path.resolve(import.meta.dirname, '../..');
const postgres = process.env.BAHI_TEST_DB === 'postgres';

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

type Server = { url: string; child: ChildProcess };

async function startServer(
  databaseUrl: string,
  webDir: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...BUILT_SERVER_ARGS], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      BAHI_LOG: 'off',
      BAHI_WEB_DIR: webDir,
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('The server did not start');
}

function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

describe.runIf(postgres)('two server processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let web: ReturnType<typeof placeholderWebFolder>;
  let first: Server | undefined;
  let second: Server | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    web = placeholderWebFolder();
    const target = database.target;
    if (target.kind !== 'postgres') throw new Error('PostgreSQL expected');
    first = await startServer(target.connectionString, web.dir, {
      INITIAL_ADMIN_EMAIL: 'owner@shop.in',
      INITIAL_ADMIN_PASSWORD: 'shared owner password',
    });
    second = await startServer(target.connectionString, web.dir);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stopServer(first), stopServer(second)]);
    await database.destroy();
    web.remove();
  });

  it('share sessions: signed in on one, signed in on the other; signed out on either, out on both', async () => {
    if (!first || !second) throw new Error('Servers not started');
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email: 'owner@shop.in', password: 'shared owner password' }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const me = await fetch(`${second.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'owner@shop.in', role: 'owner' });
    const logout = await fetch(`${second.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, origin: second.url },
    });
    expect(logout.status).toBe(204);
    expect((await fetch(`${first.url}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });
});
