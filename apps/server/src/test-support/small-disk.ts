import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Real storage trouble for the tests: a small tmpfs that can be filled to the last byte, remounted
// read-only, or a single file bind-mounted read-only. Mounting needs root, as the test machine has.

export const canMount = process.getuid?.() === 0;

const mounted: string[] = [];
// The folders smallDisk made: removed once unmounted, or every run would leave them behind.
const madeFolders: string[] = [];

export function mount(...args: string[]): void {
  execFileSync('mount', args);
  mounted.push(args.at(-1) ?? '');
}

/**
 * Runs mount or umount, trying a "busy" refusal again for up to 10 s. The kernel refuses a
 * read-only remount or an unmount while a file on the mount is open: the WAL checkpointer's worker
 * closes its own connection a moment after the database is destroyed (stop() does not wait), later
 * on a loaded machine.
 */
function runUntilNotBusy(command: 'mount' | 'umount', args: string[]): void {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      execFileSync(command, args, { stdio: 'pipe' });
      return;
    } catch (error) {
      const busy = String((error as { stderr?: Buffer }).stderr ?? '').includes('busy');
      if (!busy || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
}

/** Remounts a mount point (or a bind-mounted file) read-only. */
export function makeReadOnly(point: string, bind = false): void {
  runUntilNotBusy('mount', ['-o', bind ? 'remount,ro,bind' : 'remount,ro', point]);
}

/** Unmounts everything mounted here, newest first. */
export function unmountAll(): void {
  for (const point of mounted.splice(0).reverse()) runUntilNotBusy('umount', [point]);
  for (const folder of madeFolders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}

/** A new, empty tmpfs of this size; answers its folder. */
export function smallDisk(megabytes: number): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-disk-'));
  madeFolders.push(root);
  mount('-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', root);
  return root;
}

/** Writes zeros until the disk has no byte left. */
export function fillDisk(root: string): void {
  const filler = fs.openSync(path.join(root, 'filler'), 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) fs.writeSync(filler, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(filler);
  }
}
