import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes name.br (Brotli, quality 11) and name.gz (gzip, level 9) beside every text file of the
 * build, once, so the server sends them as they are (web-app.ts, @fastify/static's preCompressed)
 * and never compresses the app per request. Browsers ask for Brotli over HTTPS only; over plain
 * HTTP on the shop's network they get the gzip file. Even the smallest files get copies: a few bytes
 * more on a 300-byte chunk beat a rule that lets some files through uncompressed.
 */
const TEXT_FILES = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

export function precompressDirectory(directory: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !TEXT_FILES.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    written += 1;
  }
  return written;
}

/** Vite plugin: precompresses the output folder after the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bahi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDirectory(outDir);
    },
  };
}
