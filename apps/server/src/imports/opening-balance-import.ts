import { openingBillInputSchema } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { RowProblem } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { OPENING_BILL_KIND } from '../documents/document-kinds';
import { toOpeningBill } from '../documents/opening-bills/opening-bill-presenter';
import {
  checkOpeningEntries,
  insertOpeningEntries,
  type OpeningEntry,
} from '../documents/opening-bills/opening-entries';
import type { PartyKind } from '../documents/party-repository';
import { logImport } from './import-edit-log';
import { findAllParties } from './import-repository';
import { folded, type ImportPlan, type ImportRecord, problemsOf } from './import-rows';

// Opening balances of customers (suppliers) from the old books: one row per open bill, or an
// advance (Type "Advance"). The party is found by its name (ignoring case); each row is checked by
// the opening balance form's schema and against the books' start date and the bill numbers the
// party already has. Dates may be typed 15-09-2026, 15/09/2026 or 2026-09-15.

const DMY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/** A day typed the Indian way (DD-MM-YYYY) as ISO; other text as it is, for the schema to judge. */
function isoDate(text: string | undefined): string | undefined {
  const match = text === undefined ? null : DMY.exec(text.trim());
  if (!match) return text?.trim();
  return `${match[3]}-${match[2]?.padStart(2, '0')}-${match[1]?.padStart(2, '0')}`;
}

function kindOf(text: string | undefined): unknown {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'bill') return 'bill';
  if (value === 'advance' || value === 'on account') return 'advance';
  return text;
}

export function planOpeningBalanceImport(kind: PartyKind) {
  return async (db: Db, records: readonly ImportRecord[]): Promise<ImportPlan> => {
    const parties = new Map<string, number>();
    for (const party of await findAllParties(db, kind)) {
      if (!parties.has(folded(party.name))) parties.set(folded(party.name), party.id);
    }
    const problems: RowProblem[] = [];
    const entries: (OpeningEntry & { row: number })[] = [];
    for (const record of records) {
      const v = record.values;
      const partyId = parties.get(folded(v.party ?? ''));
      const parsed = openingBillInputSchema.safeParse({
        kind: kindOf(v.kind),
        number: v.number,
        date: isoDate(v.date),
        due_date: isoDate(v.due_date),
        amount: v.amount,
      });
      if (partyId === undefined) {
        const label = kind === 'customers' ? 'customer' : 'supplier';
        problems.push({
          row: record.row,
          field: 'party',
          message: `No ${label} is named "${v.party ?? ''}"`,
        });
      }
      if (!parsed.success) problems.push(...problemsOf(record.row, parsed.error));
      if (partyId !== undefined && parsed.success)
        entries.push({ row: record.row, party_id: partyId, values: parsed.data });
    }
    const checked = await checkOpeningEntries(db, kind, entries);
    for (const [index, errors] of checked) {
      const row = entries[index]?.row ?? 1;
      for (const [field, messages] of Object.entries(errors)) {
        for (const message of messages) problems.push({ row, field, message });
      }
    }
    return {
      problems,
      toCreate: entries.length,
      toUpdate: 0,
      toSkip: 0,
      async write(ctx: RequestContext) {
        const created = await insertOpeningEntries(ctx.db, kind, entries);
        await logImport(ctx, OPENING_BILL_KIND.recordTypes[0], { created, updated: [] }, toOpeningBill);
      },
    };
  };
}
