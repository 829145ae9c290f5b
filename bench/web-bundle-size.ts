import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The JavaScript a browser downloads on a first visit to '/' (issue 5: under 300 kB gzipped).
// Reads the built index.html, takes its entry script and modulepreload links, and follows every
// static import between chunks; dynamic import() calls are the lazily loaded screens and are left
// out of that figure. The home route's screen (the invoice list) is then counted on top, since a
// first visit to '/' loads it right after the entry.
// Run after a build: npx vite build apps/web && npx tsx bench/web-bundle-size.ts

const LIMIT_BYTES = 300 * 1024;
const distDir = path.resolve(import.meta.dirname, '../apps/web/dist');
/** The chunk of the page '/' renders; Rolldown names chunks after their source file. */
const HOME_ROUTE_CHUNK = /^invoice-list-page-[\w-]+\.js$/;

type Chunk = { file: string; bytes: number; gzipBytes: number };

function readAsset(urlPath: string): string {
  return fs.readFileSync(path.join(distDir, urlPath.replace(/^\//, '')), 'utf8');
}

function entryUrls(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  return [...scripts, ...preloads].filter((url): url is string => url !== undefined);
}

/** Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`, not import(). */
function staticImports(code: string): string[] {
  const pattern =
    /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  return [...code.matchAll(pattern)]
    .map((match) => match[1])
    .filter((file): file is string => file !== undefined);
}

function dynamicImports(code: string): string[] {
  // Rolldown writes import(`./x.js`) with backticks.
  return [...code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)]
    .map((match) => match[1])
    .filter((file): file is string => file !== undefined);
}

/** Every chunk reachable from the start URLs through static imports, each counted once. */
function collect(startUrls: string[], seen: Map<string, Chunk>): Chunk[] {
  const found: Chunk[] = [];
  const queue = [...startUrls];
  while (queue.length > 0) {
    const url = queue.shift() ?? '';
    if (seen.has(url)) continue;
    const code = readAsset(url);
    const chunk = {
      file: url,
      bytes: Buffer.byteLength(code),
      gzipBytes: gzipSync(code, { level: 9 }).length,
    };
    seen.set(url, chunk);
    found.push(chunk);
    for (const imported of staticImports(code))
      queue.push(path.posix.join(path.posix.dirname(url), imported));
  }
  return found;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = (chunks: Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

function print(title: string, chunks: Chunk[]): void {
  console.log(title);
  for (const chunk of chunks)
    console.log(
      `  ${chunk.file.padEnd(52)} ${kB(chunk.bytes).padStart(10)} ${kB(chunk.gzipBytes).padStart(10)} gzip`,
    );
}

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error('apps/web/dist/index.html is missing: run `npx vite build apps/web` first.');
  process.exit(1);
}

const seen = new Map<string, Chunk>();
const entry = collect(entryUrls(readAsset('/index.html')), seen);
const homeUrls = entry
  .flatMap((chunk) =>
    dynamicImports(readAsset(chunk.file)).map((file) =>
      path.posix.join(path.posix.dirname(chunk.file), file),
    ),
  )
  .filter((url) => HOME_ROUTE_CHUNK.test(path.posix.basename(url)));
const home = collect(homeUrls, seen);

print('Entry (index.html script, modulepreloads and their static imports):', entry);
print("Home route screen ('/' = invoice list) and its static imports:", home);
const firstVisit = total(entry) + total(home);
console.log(`Entry JavaScript: ${kB(total(entry))} gzipped`);
console.log(`First visit to '/' (entry + home screen): ${kB(firstVisit)} gzipped; limit ${kB(LIMIT_BYTES)}`);
if (firstVisit >= LIMIT_BYTES) {
  console.error('Over the limit.');
  process.exit(1);
}
