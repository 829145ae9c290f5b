// What the check after writing a backup found: the file's own integrity and, table by table,
// whether it holds as many rows as the database snapshot it was taken from.

export type RowCounts = Record<string, number>;

export type SnapshotResult = {
  /** Rows per table in the database, counted in the snapshot the backup was copied from. */
  sourceCounts: RowCounts;
  /** Rows per table as read back from the written file. */
  backupCounts: RowCounts;
  /** What the file's integrity check reported; empty when it found nothing wrong. */
  problems: string[];
};

export type BackupCheck = { ok: boolean; message: string };

export function checkSnapshot({ sourceCounts, backupCounts, problems }: SnapshotResult): BackupCheck {
  const mismatches: string[] = [];
  for (const table of new Set([...Object.keys(sourceCounts), ...Object.keys(backupCounts)])) {
    const expected = sourceCounts[table];
    const found = backupCounts[table];
    if (expected !== found)
      mismatches.push(`${table}: ${found ?? 'missing'} rows, expected ${expected ?? 'none'}`);
  }
  const found = [...problems, ...mismatches];
  if (found.length > 0) return { ok: false, message: `Check failed: ${found.slice(0, 5).join('; ')}` };
  const tables = Object.keys(sourceCounts).length;
  const invoices = sourceCounts.invoices ?? 0;
  return {
    ok: true,
    message: `Integrity check passed; ${tables} tables, ${invoices} invoices, row counts match the database`,
  };
}
