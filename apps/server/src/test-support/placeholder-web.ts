import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A web folder holding only an index.html, for a server started in a process of its own: main.ts
 * refuses to start without the web app, and these tests only call the API or watch a start fail.
 */
export function placeholderWebFolder(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Bahi</title>');
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
