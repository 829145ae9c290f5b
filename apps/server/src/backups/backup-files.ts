import fs from 'node:fs';
import path from 'node:path';
import { BACKUP_NAME_PATTERN, type Backup, type BackupKind, backupSchema } from '@bahi/domain/schemas';
import type { DialectKind } from '../core/db/database';

// The backup folder is the record of the backups: each one is a data file and, beside it, a
// manifest (<name>.json) holding what the check after writing found. Nothing about backups is
// kept in the database, which a restore replaces. A manifest is written before its data file is
// renamed into place, so a listed backup always has both; a crash leaves at most a .partial file.

export function backupFileName(kind: BackupKind, dialect: DialectKind, takenAt: Date): string {
  const instant = takenAt.toISOString().replace(/[:.]/g, '-');
  return `bahi-${instant}-${kind}.${dialect === 'sqlite' ? 'db' : 'sql.gz'}`;
}

export function manifestPath(dir: string, name: string): string {
  return path.join(dir, `${name}.json`);
}

/** Flushes a file (or folder) to the disk, so what was written survives a power cut. */
export function syncToDisk(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes the manifest, then moves the checked data file to its final name, both durably. */
export function publishBackup(dir: string, partialFile: string, backup: Backup): void {
  syncToDisk(partialFile);
  const manifest = manifestPath(dir, backup.name);
  fs.writeFileSync(`${manifest}.partial`, `${JSON.stringify(backup, null, 2)}\n`);
  syncToDisk(`${manifest}.partial`);
  fs.renameSync(`${manifest}.partial`, manifest);
  fs.renameSync(partialFile, path.join(dir, backup.name));
  syncToDisk(dir);
}

/** The backups in the folder, newest first; a file without a readable manifest is not listed. */
export function readBackups(dir: string): Backup[] {
  if (!fs.existsSync(dir)) return [];
  const names = fs.readdirSync(dir).filter((name) => BACKUP_NAME_PATTERN.test(name));
  const backups: Backup[] = [];
  for (const name of names.sort().reverse()) {
    const backup = readManifest(dir, name);
    if (backup) backups.push({ ...backup, size_bytes: fs.statSync(path.join(dir, name)).size });
  }
  return backups;
}

function readManifest(dir: string, name: string): Backup | null {
  try {
    const parsed = backupSchema.safeParse(JSON.parse(fs.readFileSync(manifestPath(dir, name), 'utf8')));
    return parsed.success && parsed.data.name === name ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Removes a backup: its data file first, so a half-removed backup is never listed. */
export function removeBackup(dir: string, name: string): void {
  fs.rmSync(path.join(dir, name), { force: true });
  fs.rmSync(manifestPath(dir, name), { force: true });
}

/** The path of a listed backup's file, or null: the name must be one the folder lists. */
export function backupFilePath(dir: string, name: string): string | null {
  if (!BACKUP_NAME_PATTERN.test(name)) return null;
  const file = path.join(dir, name);
  return fs.existsSync(file) && fs.existsSync(manifestPath(dir, name)) ? file : null;
}
