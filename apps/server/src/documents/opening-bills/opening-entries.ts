import { formatDateDmy, rupeesToPaise } from '@bahi/domain';
import type { OpeningBillValues } from '@bahi/domain/schemas';
import type { Db } from '../../core/db/database';
import type { FieldErrors } from '../../core/http/errors';
import { findSettings } from '../../core/shop/settings-repository';
import type { PartyKind } from '../party-repository';
import {
  findOpeningBillNumbers,
  findOpeningBillsOfParty,
  insertOpeningBills,
  type OpeningBillRow,
  type OpeningBillValuesRow,
} from './opening-bill-repository';

// The rules an opening bill or advance is entered by, typed on a party's page (opening/) or read
// from a file (imports/): dated before the books' start, its number not repeated for the party.

export type OpeningEntry = { party_id: number; values: OpeningBillValues };

/**
 * What is wrong with each entry (keyed by its index), against the books' start date and the
 * numbers the party already has or another entry of the batch repeats. Empty when all are fine.
 */
export async function checkOpeningEntries(
  db: Db,
  kind: PartyKind,
  entries: readonly OpeningEntry[],
): Promise<Map<number, FieldErrors>> {
  const problems = new Map<number, FieldErrors>();
  const add = (index: number, field: string, message: string) => {
    const errors = problems.get(index) ?? {};
    errors[field] = [...(errors[field] ?? []), message];
    problems.set(index, errors);
  };
  const { books_start_date: start } = await findSettings(db);
  const partyIds = [...new Set(entries.map((entry) => entry.party_id))];
  const taken = new Set(
    (await findOpeningBillNumbers(db, kind, partyIds)).map((row) => `${row.party_id}:${row.number}`),
  );
  entries.forEach(({ party_id, values }, index) => {
    if (start === null) add(index, 'date', "Set the books' start date in Settings first");
    else if (values.date >= start) {
      add(index, 'date', `Bill Date must be before the books' start date (${formatDateDmy(start)})`);
    }
    if (values.number !== null) {
      const key = `${party_id}:${values.number.toUpperCase()}`;
      if (taken.has(key)) add(index, 'number', `Bill No ${values.number} is already entered for this party`);
      taken.add(key);
    }
  });
  return problems;
}

function toOpeningValuesRow(kind: PartyKind, entry: OpeningEntry, createdAt: string): OpeningBillValuesRow {
  return {
    customer_id: kind === 'customers' ? entry.party_id : null,
    supplier_id: kind === 'suppliers' ? entry.party_id : null,
    kind: entry.values.kind,
    number: entry.values.number,
    date: entry.values.date,
    due_date: entry.values.due_date,
    amount: rupeesToPaise(entry.values.amount),
    created_at: createdAt,
  };
}

/**
 * Writes checked entries, inside the caller's transaction, and answers the rows written in the
 * order written (as their own queries read them, with what settles them).
 */
export async function insertOpeningEntries(
  db: Db,
  kind: PartyKind,
  entries: readonly OpeningEntry[],
): Promise<OpeningBillRow[]> {
  const createdAt = new Date().toISOString();
  const ids = new Set(
    await insertOpeningBills(
      db,
      entries.map((entry) => toOpeningValuesRow(kind, entry, createdAt)),
    ),
  );
  const written: OpeningBillRow[] = [];
  for (const partyId of new Set(entries.map((entry) => entry.party_id))) {
    for (const row of await findOpeningBillsOfParty(db, kind, partyId)) {
      if (ids.has(row.id)) written.push(row);
    }
  }
  return written.sort((a, b) => a.id - b.id);
}
