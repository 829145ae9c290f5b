// Type-checks every package with its own tsconfig (the web app and the server have different
// environments), two at a time.
import { spawn } from 'node:child_process';
import { bin, repoRoot } from './lib/bootstrap.mjs';

const projects = ['packages/domain', 'apps/server', 'apps/web', 'e2e', 'bench', '.'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(bin('tsc'), ['-p', project, '--noEmit'], { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ project, ok: code === 0 }));
  });
}

const results = [];
const queue = [...projects];
async function worker() {
  while (queue.length > 0) results.push(await check(queue.shift()));
}
await Promise.all([worker(), worker()]);
const failed = results.filter((result) => !result.ok).map((result) => result.project);
if (failed.length > 0) {
  console.error(`[bahi] Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`[bahi] Types check in ${projects.length} projects.`);
