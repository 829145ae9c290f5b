import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Compresses JSON answers over 1 kB for clients that accept it. Our own onSend hook rather than
 * @fastify/compress: the server only has serialized JSON strings to compress (the web app's files
 * are compressed once at build, see web-app.ts), so a dozen lines over node's zlib do the job
 * without a dependency that also wraps streams and decompresses requests.
 *
 * Cheap levels (gzip 1, Brotli 0 or 1): a large GSTR-1 of several MB compresses by 85-90 % either
 * way. Answers up to 64 kB (a page of a list, a document) are compressed on the spot, less CPU in
 * all than handing them to libuv's thread pool (measured on the invoice list and detail,
 * docs/performance.md), and at Brotli's quality 0: half the CPU of quality 1 on a page of the
 * invoice list (0.12 against 0.27 ms for 33.5 kB), for an answer a sixth larger (7.8 against 6.7
 * kB), since that CPU is taken from the thread that answers every request. Larger ones go to the
 * pool at quality 1, so that a report of several MB does not hold up that thread, and crosses a
 * slow link a little smaller.
 */
export type JsonEncoding = 'br' | 'gzip';

const MIN_BYTES = 1024;
const ON_THE_SPOT_MAX_BYTES = 64 * 1024;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 1 };

/**
 * gzip for an answer compressed on the spot, its window and hash table no larger than the answer
 * needs. zlib's defaults (a 32 kB window, memory level 8) take about 256 kB, cleared anew for each
 * answer: under 8 kB that setting-up cost more than the compressing (docs/performance.md). A
 * window covering the whole answer (plus the 262 bytes deflate keeps ahead) gives the same bytes.
 */
function gzipOptionsFor(bytes: number): zlib.ZlibOptions {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes + 262))));
  return { level: 1, windowBits, memLevel: Math.max(1, Math.min(8, windowBits - 7)) };
}

/** Brotli at a quality; the size hint lets it size its window to the answer rather than 4 MB. */
function brotliOptions(bytes: number, quality: 0 | 1): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

/** The answer's bytes compressed with the chosen encoding: on the spot if small, else on the thread pool. */
export async function compressJson(payload: string | Buffer, encoding: JsonEncoding): Promise<Buffer> {
  const bytes = Buffer.byteLength(payload);
  if (bytes <= ON_THE_SPOT_MAX_BYTES) {
    return encoding === 'br'
      ? zlib.brotliCompressSync(payload, brotliOptions(bytes, 0))
      : zlib.gzipSync(payload, gzipOptionsFor(bytes));
  }
  return encoding === 'br' ? brotli(payload, brotliOptions(bytes, 1)) : gzip(payload, GZIP_OPTIONS);
}

/** The encoding to answer with: Brotli if accepted, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): JsonEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    accepted.set(name, quality === undefined ? 1 : Number(quality.slice(2)) || 0);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return null;
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
}

export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!isJson(reply) || reply.hasHeader('content-encoding')) return payload;
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = request.method === 'HEAD' ? null : chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    const compressed = await compressJson(payload, encoding);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
