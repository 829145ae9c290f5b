import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from '../precompress';

// The build leaves a Brotli and a gzip copy beside every text file worth compressing, so the
// server never sends the app's scripts and styles uncompressed to a browser that accepts either.

describe('precompressDirectory', () => {
  it('writes .br and .gz copies of scripts, styles and pages that decompress to the original', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = 'export const x = 1;\n'.repeat(200);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body { margin: 0 }\n'.repeat(50));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<meta>'.repeat(100)}`);
    fs.writeFileSync(path.join(dir, 'tiny.js'), 'x');
    fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096));

    expect(precompressDirectory(dir)).toBe(4);
    const file = path.join(dir, 'assets', 'index-abc.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.existsSync(path.join(dir, 'assets', 'index-abc.css.br'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'index.html.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'tiny.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
