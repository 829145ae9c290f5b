// Compiles the server to plain JavaScript (apps/server/dist/main.mjs) so `npm start` runs Node on
// built code rather than TypeScript through tsx: start-up skips the on-the-fly transform of
// ~400 files, and production runs what was built once. esbuild (already installed for tsx and
// Vite) bundles the server's own sources and the domain package (a workspace package published
// as TypeScript); every other package stays a plain import from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { hashFiles, listFiles, log, repoRoot } from './bootstrap.mjs';

const serverDir = path.join(repoRoot, 'apps', 'server');
export const serverDistDir = path.join(serverDir, 'dist');
export const serverEntry = path.join(serverDistDir, 'main.mjs');

/**
 * The command-line tools (`npm run backup`, `restore`, `verify-log`), built beside the server from
 * the same sources: through tsx each start first transformed the hundreds of files it imports.
 */
export const CLI_SOURCES = {
  backup: 'src/backups/cli-backup.ts',
  restore: 'src/backups/cli-restore.ts',
  'verify-log': 'src/audit/chain/cli-verify-log.ts',
};

/** The built file of one command-line tool (a key of CLI_SOURCES). */
export function cliEntry(name) {
  return path.join(serverDistDir, `cli-${name}.mjs`);
}

// Files a bundle cannot inline: loaded at run time by a path next to the code that uses them.
const filesBesideTheCode = ['src/backups/sqlite-backup-worker.mjs'];

/** Packages from node_modules stay imports; the domain package is compiled in. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@bahi/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

function serverSources() {
  return [
    ...listFiles(path.join(serverDir, 'src')).filter((file) => !/\.test\.ts$/.test(file)),
    path.join(serverDir, 'package.json'),
    ...listFiles(path.join(repoRoot, 'packages', 'domain', 'src')),
    path.join(repoRoot, 'package-lock.json'),
    path.join(repoRoot, 'scripts', 'lib', 'build-server.mjs'),
  ].filter((file) => fs.existsSync(file));
}

/** Builds the server when its sources (or the domain package) changed since the last build. */
export async function ensureServerBuilt() {
  const wanted = hashFiles(serverSources());
  if (builtFrom() === wanted && fs.existsSync(serverEntry)) return;
  log('Building the server…');
  const esbuild = await import('esbuild');
  // Built beside dist and moved into place whole, so a second build running at the same moment
  // (two test runs) never leaves a half-written dist to a server that is starting.
  const building = `${serverDistDir}.${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: {
        main: path.join(serverDir, 'src', 'main.ts'),
        ...Object.fromEntries(
          Object.entries(CLI_SOURCES).map(([name, source]) => [`cli-${name}`, path.join(serverDir, source)]),
        ),
      },
      outdir: building,
      outExtension: { '.js': '.mjs' },
      // What the server and the tools share is in chunks, not copied into each. They sit beside
      // main.mjs: code finding a file next to itself (import.meta.url) finds the same folder.
      splitting: true,
      chunkNames: 'chunk-[hash]',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [keepPackagesExternal],
    });
  } catch {
    console.error('[bahi] The server did not build; see the messages above.');
    process.exit(1);
  }
  for (const file of filesBesideTheCode) {
    fs.copyFileSync(path.join(serverDir, file), path.join(building, path.basename(file)));
  }
  fs.writeFileSync(path.join(building, '.build-stamp'), wanted);
  fs.rmSync(serverDistDir, { recursive: true, force: true });
  try {
    fs.renameSync(building, serverDistDir);
  } catch (error) {
    // Another build moved the same sources into place first.
    fs.rmSync(building, { recursive: true, force: true });
    if (builtFrom() !== wanted) throw error;
  }
}

function builtFrom() {
  const stampFile = path.join(serverDistDir, '.build-stamp');
  return fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
}
