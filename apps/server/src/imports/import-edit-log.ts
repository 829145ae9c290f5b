import type { RecordType } from '@bahi/domain/schemas';
import { auditEntry } from '../core/edit-log/record-change';
import type { RequestContext } from '../core/http/request-context';
import { insertAuditEntries } from './import-repository';

// Every record an import creates or changes is in the edit log under the user who imported it.
// The entries go in together at the end (a few hundred rows per statement), not one by one.

export type ImportedChange<Row> = { before: Row; after: Row };

/** The edit log entries of an import: its created records, then its updated ones, in order. */
export async function logImport<Row extends { id: number }>(
  ctx: RequestContext,
  recordType: RecordType,
  changes: { created: readonly Row[]; updated: readonly ImportedChange<Row>[] },
  /** The record as the API shows it (the row itself by default). */
  view: (row: Row) => unknown = (row) => row,
): Promise<void> {
  await insertAuditEntries(ctx.db, [
    ...changes.created.map((row) =>
      auditEntry(ctx, { recordType, recordId: row.id, action: 'create', before: null, after: view(row) }),
    ),
    ...changes.updated.map(({ before, after }) =>
      auditEntry(ctx, {
        recordType,
        recordId: before.id,
        action: 'update',
        before: view(before),
        after: view(after),
      }),
    ),
  ]);
}
