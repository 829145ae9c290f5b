import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, request } from '@playwright/test';
import { configureJourneyShop } from './journey-shop';
import { OWNER } from './owner';

// A second Bahi server on a database of its own, fresh and empty, for journeys that must see
// what an empty shop looks like while the run's shared database holds other journeys' records.

const repoRoot = path.resolve(import.meta.dirname, '../..');

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
    if (child.exitCode !== null) throw new Error(`The empty server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The empty server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

export type EmptyServer = {
  baseUrl: string;
  /** Signs the owner in on this server (cookies are per host, not per port: it replaces the run's). */
  signIn: (context: BrowserContext) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Starts the server on a free port and a new SQLite file; stop() ends it and removes the file.
 * The shop is set up (journey-shop.ts) unless `configured: false` keeps it at first-run setup.
 */
export async function startEmptyServer(options: { configured?: boolean } = {}): Promise<EmptyServer> {
  const port = await freePort();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-e2e-empty-'));
  // The compiled server the run's own servers start (playwright.config.ts): built already, it
  // answers in about a second, where tsx would first transform the server's sources.
  const child = spawn(process.execPath, ['scripts/serve-built.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `file:${path.join(directory, 'empty.db')}`,
      BAHI_BACKUP_DIR: path.join(directory, 'backups'),
      BAHI_LOG: 'off',
      INITIAL_ADMIN_EMAIL: OWNER.email,
      INITIAL_ADMIN_PASSWORD: OWNER.password,
      INITIAL_ADMIN_NAME: OWNER.name,
    },
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // End the whole process group this spawn created, whatever the server started.
    if (child.pid !== undefined && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 60_000);
    if (options.configured !== false) await configureEmptyServer(baseUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  const signIn = async (context: BrowserContext) => {
    const response = await context.request.post(`${baseUrl}/api/auth/login`, {
      data: { email: OWNER.email, password: OWNER.password },
      headers: { origin: baseUrl },
    });
    if (response.status() !== 200)
      throw new Error(`Sign-in on the empty server failed: ${await response.text()}`);
  };
  return { baseUrl, signIn, stop };
}

/** Signs the owner in on a request context of its own and saves the journeys' shop. */
async function configureEmptyServer(baseUrl: string): Promise<void> {
  const context = await request.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    const login = await context.post('/api/auth/login', {
      data: { email: OWNER.email, password: OWNER.password },
    });
    if (login.status() !== 200) throw new Error(`Sign-in on the empty server failed: ${await login.text()}`);
    await configureJourneyShop(context);
  } finally {
    await context.dispose();
  }
}
