import { readGstr2b, returnPeriodOf, todayIso } from '@bahi/domain';
import type { Gstr2bFile } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, fieldError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { monthOfPeriod } from './gstr2b-matching';
import {
  deleteDecisions,
  deleteImport,
  findDecisions,
  findFiled3bOn,
  findImport,
  insertDocuments,
  insertImport,
} from './gstr2b-repository';
import { registeredSeller } from './return-books';

// Importing a month's GSTR-2B as the portal gives it. The file must be the shop's own and for a
// month that has ended and whose GSTR-3B is not marked filed (its credit is settled). A month
// imported again is replaced whole in one transaction; the accountant's decisions stay where the
// same document (kind, supplier GSTIN, number) is in the new file, and the others go.

const INSERT_BATCH = 500;

const isoOfDmy = (text: string | undefined) => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

export async function importGstr2b(ctx: RequestContext, file: Gstr2bFile) {
  const seller = await registeredSeller(ctx.db);
  if (file.data.gstin !== seller.gstin) {
    throw fieldError(
      'data.gstin',
      `This GSTR-2B is for GSTIN ${file.data.gstin}, not the shop's (${seller.gstin ?? 'none'})`,
    );
  }
  const read = readGstr2b(file);
  if ('problem' in read) throw fieldError('data', read.problem);
  const period = read.period;
  const month = returnPeriodOf(period, 'monthly');
  if (!month || month.to >= todayIso()) {
    throw fieldError('data.rtnprd', `The month ${period} has not ended yet: its GSTR-2B cannot be final`);
  }
  return inTransaction(ctx.db, async (trx) => {
    const filed = await findFiled3bOn(trx, month.from);
    if (filed) {
      throw new ConflictError(
        `The GSTR-3B for ${filed.period} is marked filed, so the 2B of ${period} can no longer change its credit (the owner can unlock the period, with a reason)`,
      );
    }
    const existing = await findImport(trx, period);
    if (existing) await deleteImport(trx, Number(existing.id));
    const docdata = file.data.docdata as Record<string, unknown>;
    const otherSections = read.otherSections.map((section) => ({
      ...section,
      content: docdata[section.section],
    }));
    const importId = await insertImport(trx, {
      period,
      month: monthOfPeriod(period),
      gstin: file.data.gstin,
      generated_on: isoOfDmy(file.data.gendt),
      other_sections: JSON.stringify(otherSections),
      imported_at: new Date().toISOString(),
    });
    const rows = read.documents.map((doc) => ({
      import_id: importId,
      section: doc.key.split(':')[0] as 'b2b' | 'b2ba' | 'cdnr' | 'cdnra',
      kind: doc.kind,
      note_type: doc.noteType,
      supplier_gstin: doc.gstin,
      supplier_name: doc.supplierName,
      number: doc.number,
      date: doc.date,
      amends: doc.amends,
      taxable: doc.taxable,
      cgst: doc.cgst,
      sgst: doc.sgst,
      igst: doc.igst,
    }));
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await insertDocuments(trx, rows.slice(start, start + INSERT_BATCH));
    }
    const present = new Set(rows.map((row) => `${row.kind}|${row.supplier_gstin}|${row.number}`));
    const decisions = await findDecisions(trx, [period]);
    const dropped = decisions.filter(
      (row) => !present.has(`${row.kind}|${row.supplier_gstin}|${row.number}`),
    );
    await deleteDecisions(
      trx,
      dropped.map((row) => Number(row.id)),
    );
    const answer = {
      period,
      gstin: file.data.gstin,
      documents: rows.length,
      other_sections: read.otherSections,
      decisions_kept: decisions.length - dropped.length,
      decisions_dropped: dropped.length,
      replaced: Boolean(existing),
    };
    await recordChange(withDb(ctx, trx), {
      recordType: 'gstr2b',
      recordId: period,
      action: existing ? 'update' : 'create',
      before: existing ? { period, imported_at: existing.imported_at } : null,
      after: { ...answer, dropped_decisions: dropped },
    });
    return answer;
  });
}
