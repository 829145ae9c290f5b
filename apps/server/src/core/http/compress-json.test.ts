import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressJson, registerJsonCompression } from './compress-json';

// JSON answers over 1 kB cross the wire compressed when the client accepts it; small ones and
// clients that refuse compression get the JSON as it is.

async function appWithAnswers() {
  const app = Fastify();
  registerJsonCompression(app);
  const rows = Array.from({ length: 200 }, (_, id) => ({ id, name: `Customer ${id}`, balance: id * 100 }));
  app.get('/big', async () => ({ rows }));
  app.get('/small', async () => ({ ok: true }));
  app.get('/text', async (_request, reply) => reply.type('text/csv').send('a,b\n'.repeat(1000)));
  await app.ready();
  return { app, expected: JSON.stringify({ rows }) };
}

describe('JSON compression', () => {
  it('picks Brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses a large JSON answer for a client that accepts it', async () => {
    const { app, expected } = await appWithAnswers();
    const brotli = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(expected);
    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(expected);
    expect(gzip.rawPayload.length).toBeLessThan(expected.length / 3);
    await app.close();
  });

  it('compresses small and large answers back to the same bytes', async () => {
    for (const rows of [100, 5000]) {
      const json = JSON.stringify(Array.from({ length: rows }, (_, id) => ({ id, name: `Customer ${id}` })));
      expect(zlib.brotliDecompressSync(await compressJson(json, 'br')).toString()).toBe(json);
      expect(zlib.gunzipSync(await compressJson(json, 'gzip')).toString()).toBe(json);
    }
  });

  it("gzips an answer compressed on the spot as small as with zlib's default window", async () => {
    // Text that repeats only from its middle on: a window shorter than the answer misses the
    // repeat. Sizes either side of where the window the answer needs doubles.
    let seed = 1;
    const letter = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return String.fromCharCode(97 + (seed % 26));
    };
    for (const bytes of [1100, 3838, 3839, 5000, 16_000, 32_506, 32_507, 60_000]) {
      const half = Array.from({ length: Math.floor(bytes / 2) }, letter).join('');
      const json = JSON.stringify({ text: half + half });
      const compressed = await compressJson(json, 'gzip');
      expect(zlib.gunzipSync(compressed).toString()).toBe(json);
      expect(compressed.length).toBeLessThanOrEqual(zlib.gzipSync(json, { level: 1 }).length);
    }
  });

  it('leaves small answers, other types and clients without compression alone', async () => {
    const { app, expected } = await appWithAnswers();
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(expected);
    const csv = await app.inject({ url: '/text', headers: { 'accept-encoding': 'gzip' } });
    expect(csv.headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});
