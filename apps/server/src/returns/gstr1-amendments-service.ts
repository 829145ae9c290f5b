import {
  buildGstr1Amendments,
  comparePeriods,
  type FiledDocument,
  type Gstr1AmendmentResult,
  NO_AMENDMENTS,
  nextPeriod,
  periodsFromTo,
  type ReportedDocument,
  type ReturnPeriod,
  reportedInvoiceOf,
  reportedNoteOf,
} from '@bahi/domain';
import type { Db } from '../core/db/database';
import {
  anyReportedOfPeriod,
  deleteReported,
  findReportedOfPeriod,
  insertReported,
  updateReported,
} from './reported-documents-repository';
import { periodInvoices, periodNotes } from './return-books';
import { listFilings, type ReturnFilingRow } from './return-filings-repository';
import { findReturnSettings } from './return-settings-repository';

// GSTR-1 amendments: what a filed return reported is kept per document when it is marked filed
// (or, for a return filed before the figures were kept, when the owner unlocks it: its days were
// locked until then, so the books still say what was filed). A later correction of such a
// document is found by comparing, and reported in the first return after its period that has not
// been filed; marking that return filed records the amended figures, so no later return repeats
// the amendment.

const keyOf = (kind: 'invoice' | 'note', id: number) => `${kind}:${id}`;

/** The period's documents as GSTR-1 reports them now, by kind and id (cancelled ones included). */
async function currentDocuments(db: Db, range: ReturnPeriod): Promise<Map<string, ReportedDocument>> {
  const [invoices, notes] = await Promise.all([periodInvoices(db, range), periodNotes(db, range)]);
  const documents = new Map<string, ReportedDocument>();
  for (const invoice of invoices)
    documents.set(keyOf('invoice', invoice.id), { kind: 'invoice', values: reportedInvoiceOf(invoice) });
  for (const note of notes)
    documents.set(keyOf('note', note.id), { kind: 'note', values: reportedNoteOf(note) });
  return documents;
}

/** Keeps what the period's return reported: every invoice and note that stands. */
async function keepReported(db: Db, range: ReturnPeriod): Promise<void> {
  const documents = await currentDocuments(db, range);
  const rows = [...documents.entries()]
    .filter(([, document]) => !document.values.cancelled)
    .map(([key, document]) => ({
      document_kind: document.kind,
      document_id: Number(key.split(':')[1]),
      period: range.fp,
      reported_in: range.fp,
      reported_values: JSON.stringify(document.values),
    }));
  await insertReported(db, rows);
}

/**
 * The filed returns whose corrections `fp` reports: a GSTR-1 of an earlier period that was unlocked
 * at some time (only then can its documents have changed; every unlock raises the version), when
 * `fp` is the first period after it with no GSTR-1 marked filed.
 */
async function amendedFilings(db: Db, fp: string): Promise<ReturnFilingRow[]> {
  const [filings, settings] = await Promise.all([listFilings(db), findReturnSettings(db)]);
  const gstr1 = filings.filter((filing) => filing.return_type === 'GSTR1');
  const filed = new Set(gstr1.map((filing) => filing.period));
  if (filed.has(fp)) return [];
  return gstr1.filter((filing) => {
    if (Number(filing.version) < 2 || comparePeriods(filing.period, fp) >= 0) return false;
    const between = periodsFromTo(nextPeriod(filing.period, settings.frequency), fp, settings.frequency);
    return between.slice(0, -1).every((period) => filed.has(period));
  });
}

type Pending = Gstr1AmendmentResult & { rowIds: Map<FiledDocument, number> };

/** The amendments the return of `range` carries, with the kept rows they replace. */
export async function pendingAmendments(db: Db, range: ReturnPeriod): Promise<Pending> {
  const filings = await amendedFilings(db, range.fp);
  const rowIds = new Map<FiledDocument, number>();
  if (filings.length === 0) return { amendments: NO_AMENDMENTS, amended: [], problems: [], rowIds };
  const documents: FiledDocument[] = [];
  for (const filing of filings) {
    const period = { fp: filing.period, from: filing.period_from, to: filing.period_to };
    const [kept, current] = await Promise.all([
      findReportedOfPeriod(db, filing.period),
      currentDocuments(db, period),
    ]);
    for (const row of kept) {
      const kind = row.document_kind;
      const document: FiledDocument = {
        period: filing.period,
        filed: { kind, values: JSON.parse(row.reported_values) } as ReportedDocument,
        current: current.get(keyOf(kind, Number(row.document_id))) ?? null,
      };
      rowIds.set(document, Number(row.id));
      documents.push(document);
    }
  }
  return { ...buildGstr1Amendments(documents), rowIds };
}

/**
 * On marking a GSTR-1 filed: the first time, the amendments it carried become what the portal
 * holds, and its own documents are kept as reported. Marking it filed again after an unlock keeps
 * the figures of its first filing: a correction since is an amendment for a later return.
 */
export async function keepFiledGstr1(db: Db, range: ReturnPeriod, firstFiling: boolean): Promise<void> {
  if (!firstFiling) return;
  const pending = await pendingAmendments(db, range);
  for (const document of pending.amended) {
    const id = pending.rowIds.get(document);
    if (id === undefined) continue;
    if (document.current === null) await deleteReported(db, id);
    else
      await updateReported(db, id, {
        reported_in: range.fp,
        reported_values: JSON.stringify(document.current.values),
      });
  }
  if (!(await anyReportedOfPeriod(db, range.fp))) await keepReported(db, range);
}

/** On unlocking a GSTR-1 filed before its figures were kept: keep them now, before any change. */
export async function keepBeforeUnlock(db: Db, range: ReturnPeriod): Promise<void> {
  if (!(await anyReportedOfPeriod(db, range.fp))) await keepReported(db, range);
}
