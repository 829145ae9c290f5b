// Steps shared by `npm start` and `npm test` on a fresh clone. Plain Node, no dependencies:
// this runs before node_modules exists.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.log(`[bahi] ${message}`);
}

export function checkNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`[bahi] Node ${process.versions.node} is too old: Bahi needs Node 20.19 or newer.`);
    process.exit(1);
  }
}

/** Runs a command in the repository root, inheriting output. Returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function bin(name) {
  return path.join(repoRoot, 'node_modules', '.bin', name);
}

export function hashFiles(paths) {
  const hash = crypto.createHash('sha256');
  for (const file of paths) {
    hash.update(path.relative(repoRoot, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

export function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files.sort();
}

/** Installs dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const install = installNeeded();
  if (!install) return;
  npmOrExit(install.args);
  install.markInstalled();
}

/**
 * ensureDependencies for `npm test`, which has work that needs no SQLite: the same install, but
 * better-sqlite3's native addon is built in the background. npm builds it from source (its package
 * carries no binary, and this machine cannot download one): a compile of SQLite that keeps one core
 * busy for about two minutes while the other waits. Answers whether that compile is running and a
 * promise of whether the addon built; the lint, type check and web build run meanwhile.
 */
export function ensureDependenciesBuildingSqliteBeside() {
  const install = installNeeded();
  if (!install) return { compiling: false, built: Promise.resolve(true) };
  // better-sqlite3 and esbuild are the only packages with install scripts (package.json's
  // allowScripts); esbuild's takes a second.
  npmOrExit([...install.args, '--ignore-scripts']);
  npmOrExit(['rebuild', 'esbuild']);
  const output = [];
  const child = spawn(npmCommand, ['rebuild', 'better-sqlite3'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const built = new Promise((resolve) => {
    child.on('error', (error) => {
      log(`better-sqlite3 could not be built: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      if (code === 0) {
        install.markInstalled();
        resolve(true);
        return;
      }
      log('npm could not build better-sqlite3:');
      process.stdout.write(Buffer.concat(output));
      resolve(false);
    });
  });
  return { compiling: true, built };
}

/** The npm arguments of the install node_modules needs and how to stamp it done, or null. */
function installNeeded() {
  const lockFile = path.join(repoRoot, 'package-lock.json');
  const manifests = [lockFile, ...workspaceManifests()].filter((file) => fs.existsSync(file));
  const stampFile = path.join(repoRoot, 'node_modules', '.bahi-install-stamp');
  const wanted = hashFiles(manifests);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (current === wanted) return null;
  log('Installing dependencies (first run, or package files changed)…');
  return {
    args: fs.existsSync(lockFile)
      ? ['ci', '--no-audit', '--no-fund']
      : ['install', '--no-audit', '--no-fund'],
    markInstalled: () => fs.writeFileSync(stampFile, wanted),
  };
}

function npmOrExit(args) {
  const status = run(npmCommand, args);
  if (status !== 0) {
    console.error('[bahi] npm could not install the dependencies; see the messages above.');
    process.exit(status);
  }
}

function workspaceManifests() {
  const folders = ['packages', 'apps'];
  const manifests = [path.join(repoRoot, 'package.json')];
  for (const folder of folders) {
    const dir = path.join(repoRoot, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) manifests.push(path.join(dir, name, 'package.json'));
  }
  manifests.push(path.join(repoRoot, 'e2e', 'package.json'), path.join(repoRoot, 'bench', 'package.json'));
  return manifests;
}

/** Builds the web app when its sources (or the domain package it bundles) changed since the last build. */
export function ensureWebBuilt() {
  const build = webBuild();
  if (build.upToDate) return;
  log('Building the web app…');
  const status = run(build.command, build.args);
  if (status !== 0) {
    console.error('[bahi] The web app did not build; see the messages above.');
    process.exit(status);
  }
  build.markBuilt();
}

/**
 * Whether the web app's build is current and, when it is not, the command that builds it and what
 * to call once it succeeded (a stamp of the sources it was built from). For callers that run the
 * build themselves, e.g. beside other steps of `npm test`.
 */
export function webBuild() {
  const webDir = path.join(repoRoot, 'apps', 'web');
  const sources = [
    ...listFiles(path.join(webDir, 'src')),
    ...listFiles(path.join(webDir, 'public')),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(webDir, 'package.json'),
    ...listFiles(path.join(repoRoot, 'packages', 'domain', 'src')),
    path.join(repoRoot, 'package-lock.json'),
  ].filter((file) => fs.existsSync(file));
  const stampFile = path.join(webDir, 'dist', '.build-stamp');
  const wanted = hashFiles(sources);
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  return {
    upToDate: current === wanted && fs.existsSync(path.join(webDir, 'dist', 'index.html')),
    command: bin('vite'),
    args: ['build', 'apps/web', '--logLevel', 'warn'],
    markBuilt: () => {
      fs.mkdirSync(path.dirname(stampFile), { recursive: true });
      fs.writeFileSync(stampFile, wanted);
    },
  };
}
