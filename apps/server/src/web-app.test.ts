import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createTestDatabase, type TestDatabase } from './test-support/test-database';

// The built web app as the server hands it out (web-app.ts over @fastify/static): files as they
// are, hashed assets cached for a year, every other page address answered with index.html so the
// app's own routes survive a reload, and nothing outside the build folder.

const INDEX_HTML = '<!doctype html><title>Bahi</title><div id="root"></div>';
const BIG_CHUNK = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};`;

describe('the built web app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let webDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-web-'));
    webDir = path.join(root, 'dist');
    fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(webDir, 'assets', 'index-3f2a1b.js'), 'console.log("bahi");');
    fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A built chunk with the .br and .gz copies the build writes beside it (apps/web/precompress.ts).
    const chunk = path.join(webDir, 'assets', 'app-9c8d7e.js');
    fs.writeFileSync(chunk, BIG_CHUNK);
    fs.writeFileSync(`${chunk}.br`, zlib.brotliCompressSync(BIG_CHUNK));
    fs.writeFileSync(`${chunk}.gz`, zlib.gzipSync(BIG_CHUNK));
    // A file beside the build folder, which no address may reach.
    fs.writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
    app = await buildApp({ db: database.db, webDistDir: webDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    fs.rmSync(path.dirname(webDir), { recursive: true, force: true });
  });

  it('answers / and the app routes with index.html, never cached', async () => {
    for (const url of ['/', '/invoices/7', '/reports/hsn-summary?from=2026-04-01', '/settings']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('public, max-age=0');
    }
  });

  it('hands out hashed assets cached for a year and other files uncached', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.body).toBe('console.log("bahi");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
  });

  it('never reaches a file outside the build folder', async () => {
    for (const url of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/./../secret.txt',
      '//../secret.txt',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('not for the web');
    }
  });

  it('answers an unknown API address with 404 and a wrong method with 405, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such API route: GET /api/no-such-thing' });
    // GET reaches the page fallback first, which hands API addresses back to http/not-found.ts.
    const lookup = await app.inject({ method: 'GET', url: '/api/admin/products' });
    expect(lookup.statusCode).toBe(405);
    expect(lookup.headers.allow).toBe('POST');
  });

  it('sends a built file compressed to a client that accepts it, and as it is to one that does not', async () => {
    const url = '/assets/app-9c8d7e.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_CHUNK);
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_CHUNK);
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_CHUNK);
  });
});
