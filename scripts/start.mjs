// `npm start`: install what is missing, build the web app and the server if their sources changed,
// then run the compiled server (which migrates the database before it listens). See README
// "Quick start".
import { spawn } from 'node:child_process';
import { checkNodeVersion, ensureDependencies, ensureWebBuilt, log, repoRoot } from './lib/bootstrap.mjs';
import { ensureServerBuilt, serverEntry } from './lib/build-server.mjs';

checkNodeVersion();
ensureDependencies();
ensureWebBuilt();
await ensureServerBuilt();

const host = process.env.HOST || '127.0.0.1';
const port = process.env.PORT || '3000';
log(`Starting Bahi on http://${host}:${port} …`);
// Plain Node on the built JavaScript, in a process of its own.
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
