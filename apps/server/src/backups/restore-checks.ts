import fs from 'node:fs';
import { type Backup, backupSchema } from '@bahi/domain/schemas';
import type { RowCounts } from './snapshot-check';

// What a restore checks before it changes anything, whatever the database.

export type BackupManifest = Backup;

/** What a restore did: the current contents kept aside, the rows per table of the restored books. */
export type RestoreReport = { aside: Backup; restoredCounts: RowCounts; manifest: BackupManifest | null };

/** The manifest written beside the backup, when the file still has it. */
export function readManifestBeside(file: string): BackupManifest | null {
  try {
    return backupSchema.parse(JSON.parse(fs.readFileSync(`${file}.json`, 'utf8')));
  } catch {
    return null;
  }
}

/**
 * The first tables whose rows differ between the manifest and the backup's file, or null when they
 * agree. `ignored` are tables not compared: the internals of a search index, which manifests of
 * older releases listed.
 */
export function manifestMismatch(
  manifest: BackupManifest,
  counts: RowCounts,
  ignored: ReadonlySet<string> = new Set(),
): string | null {
  const mismatches: string[] = [];
  for (const table of new Set([...Object.keys(manifest.row_counts), ...Object.keys(counts)])) {
    if (ignored.has(table)) continue;
    const listed = manifest.row_counts[table];
    const found = counts[table];
    if (listed !== found)
      mismatches.push(`${table}: ${found ?? 'missing'} rows, the manifest lists ${listed ?? 'none'}`);
  }
  return mismatches.length > 0 ? mismatches.slice(0, 3).join('; ') : null;
}
