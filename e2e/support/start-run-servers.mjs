// Starts the journeys' servers (one per worker, run-servers.ts) at once rather than one after
// another, as Playwright starts the entries of its webServer list, and says when every one is
// ready. Each is the compiled server as `npm start` runs it (scripts/serve-built.mjs), built
// first, once, when its sources changed. Playwright ends this process's group after the run, and
// the servers with it; a server that stops on its own stops this launcher, failing the run.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureServerBuilt } from '../../scripts/lib/build-server.mjs';

/** What the config hands over: each server's own environment. */
const servers = JSON.parse(process.env.BAHI_E2E_SERVERS ?? '[]');
const repoRoot = path.resolve(import.meta.dirname, '../..');
const READY = /^\[bahi\] Ready on /m;

await ensureServerBuilt();
let waiting = servers.length;
const children = [];
for (const env of servers) {
  const child = spawn(process.execPath, ['scripts/serve-built.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let printed = '';
  let ready = false;
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (ready) return;
    printed += String(chunk);
    if (READY.test(printed)) {
      ready = true;
      waiting -= 1;
      if (waiting === 0) console.log(`[e2e] ${servers.length} servers ready`);
    }
  });
  child.on('exit', (code, signal) => {
    console.error(`[e2e] The server on port ${env.PORT} stopped (${signal ?? `exit code ${code}`})`);
    // The others go too: Playwright sees the launcher end only once nothing holds its output open.
    for (const other of children) other.kill('SIGKILL');
    process.exit(1);
  });
}
