import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { BUILT_SERVER_ARGS } from '../../test-support/built-server';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { DEFAULT_TIMEOUTS, readServerTimeouts, type ServerTimeouts } from './server-timeouts';

// Real sockets against a listening server with short limits, so each case takes well under a
// second: a client trickling its headers or its body, or idling on a kept-alive connection, is
// hung up on in about the configured time, and a prompt client is answered as usual.

const TIMEOUTS: ServerTimeouts = { headersMs: 300, requestMs: 700, keepAliveMs: 300, idleMs: 5_000 };
/** Node checks for late requests every headersMs / 4 here; the rest is a busy machine's slack. */
const SLACK_MS = 1_500;

type Hangup = { afterMs: number; received: string };

/** Opens a socket, sends `first`, then `drip` every 50 ms until the server closes the socket. */
function until(port: number, first: string, drip: string | null): Promise<Hangup> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
    const timer = drip === null ? null : setInterval(() => socket.writable && socket.write(drip), 50);
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 5 s; received: ${received}`));
    }, 5_000);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (timer) clearInterval(timer);
      clearTimeout(guard);
      resolve({ afterMs: Date.now() - started, received });
    });
  });
}

describe('a slow client is hung up on', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ db: database.db, timeouts: TIMEOUTS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('when its headers trickle in (slowloris): 408 after the header limit', async () => {
    const hangup = await until(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n');
    // Node stamps a request's start with its event loop's cached clock, which a busy machine leaves
    // behind the wall clock: the hang-up can come a little early by this test's watch (221 ms seen).
    expect(hangup.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.headersMs / 2);
    expect(hangup.afterMs).toBeLessThan(TIMEOUTS.headersMs + SLACK_MS);
    expect(hangup.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('when its body trickles in: cut after the request limit', async () => {
    const headers = [
      'POST /api/auth/login HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'Content-Length: 10000',
      '',
      '{',
    ].join('\r\n');
    const hangup = await until(port, headers, ' ');
    expect(hangup.afterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs / 2);
    expect(hangup.afterMs).toBeLessThan(TIMEOUTS.requestMs + SLACK_MS);
  });

  it('when it idles on a kept-alive connection after an answer', async () => {
    const hangup = await until(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n',
      null,
    );
    expect(hangup.received).toMatch(/^HTTP\/1\.1 200 /);
    expect(hangup.afterMs).toBeLessThan(TIMEOUTS.keepAliveMs + SLACK_MS + 1_000);
  });

  it('but a prompt client is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('readServerTimeouts', () => {
  it('has defaults that cut slow headers in 15 s and requests in a minute', () => {
    expect(readServerTimeouts({})).toEqual(DEFAULT_TIMEOUTS);
    expect(DEFAULT_TIMEOUTS).toMatchObject({ headersMs: 15_000, requestMs: 60_000 });
  });

  it('reads seconds, fractions allowed', () => {
    expect(
      readServerTimeouts({
        BAHI_HEADERS_TIMEOUT: '10',
        BAHI_REQUEST_TIMEOUT: '120',
        BAHI_KEEP_ALIVE_TIMEOUT: '5.5',
        BAHI_IDLE_TIMEOUT: '600',
      }),
    ).toEqual({ headersMs: 10_000, requestMs: 120_000, keepAliveMs: 5_500, idleMs: 600_000 });
  });

  it('refuses a value that is not a positive number of seconds, or headers outlasting the request', () => {
    expect(() => readServerTimeouts({ BAHI_HEADERS_TIMEOUT: 'soon' })).toThrow(
      'BAHI_HEADERS_TIMEOUT must be a number of seconds more than 0 and at most 86400, got "soon"',
    );
    expect(() => readServerTimeouts({ BAHI_REQUEST_TIMEOUT: '0' })).toThrow(/BAHI_REQUEST_TIMEOUT/);
    expect(() => readServerTimeouts({ BAHI_HEADERS_TIMEOUT: '90' })).toThrow(
      'BAHI_HEADERS_TIMEOUT (90 s) must not be longer than BAHI_REQUEST_TIMEOUT (60 s)',
    );
  });
});

describe('a timeout setting the server cannot read', () => {
  it('stops the start with one line naming it, exit 1', async () => {
    const child = spawn(process.execPath, [...BUILT_SERVER_ARGS], {
      env: {
        ...process.env,
        BAHI_HEADERS_TIMEOUT: 'soon',
        DATABASE_URL: `file:${path.join(os.tmpdir(), 'bahi-never-opened.db')}`,
        PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output).toBe(1);
    // The line itself, and no stack trace (Node may add warnings of its own on a busy machine).
    expect(output.split('\n'), output).toContain(
      'Bahi cannot start: BAHI_HEADERS_TIMEOUT must be a number of seconds more than 0 and at most 86400, got "soon"',
    );
    expect(output, output).not.toMatch(/^\s+at /m);
  });
});
