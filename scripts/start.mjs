// `npm start`: install what is missing, build the web app if its sources changed, then run the
// server (which migrates the database before it listens). See README "Quick start".
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  bin,
  checkNodeVersion,
  ensureDependencies,
  ensureWebBuilt,
  log,
  repoRoot,
} from './lib/bootstrap.mjs';

checkNodeVersion();
ensureDependencies();
ensureWebBuilt();

const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '3000';
log(`Starting Bahi on http://${host}:${port} …`);
const server = spawn(bin('tsx'), [path.join(repoRoot, 'apps/server/src/main.ts')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
