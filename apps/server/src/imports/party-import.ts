import { ownGstinProblem } from '@bahi/domain';
import { customerInputSchema, supplierInputSchema } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { RowProblem } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { type ImportedChange, logImport } from './import-edit-log';
import {
  findAllParties,
  insertParties,
  type PartyColumns,
  type PartyImportRow,
  type PartyTableName,
  updatePartyColumns,
} from './import-repository';
import { changesNothing, folded, type ImportPlan, type ImportRecord, problemsOf } from './import-rows';

// Customers and suppliers: each row checked by the form's schema (GSTIN, its state, the address a
// registered buyer needs). A row matches the record with its GSTIN when it has one, else the
// record of the same name (ignoring case). The shop's own GSTIN is refused as a party's.

const SCHEMAS = { customers: customerInputSchema, suppliers: supplierInputSchema };
const RECORD_TYPES = { customers: 'customer', suppliers: 'supplier' } as const;
const OPTIONAL = ['email', 'phone', 'gstin', 'address', 'state_code'] as const;

export function planPartyImport(table: PartyTableName) {
  return async (
    db: Db,
    records: readonly ImportRecord[],
    onMatch: 'update' | 'skip',
  ): Promise<ImportPlan> => {
    const [existing, shop] = await Promise.all([findAllParties(db, table), findSettings(db)]);
    const byGstin = new Map<string, PartyImportRow>();
    const byName = new Map<string, PartyImportRow>();
    for (const row of existing) {
      if (row.gstin && !byGstin.has(row.gstin)) byGstin.set(row.gstin, row);
      if (!byName.has(folded(row.name))) byName.set(folded(row.name), row);
    }
    const problems: RowProblem[] = [];
    const creates: PartyColumns[] = [];
    const updates: { before: PartyImportRow; values: PartyColumns }[] = [];
    const firstRowOf = new Map<string, number>();
    let toSkip = 0;
    for (const record of records) {
      const v = record.values;
      const parsed = SCHEMAS[table].safeParse({
        name: v.name,
        email: v.email,
        phone: v.phone,
        gstin: v.gstin,
        address: v.address,
        state_code: v.state_code,
      });
      if (!parsed.success) {
        problems.push(...problemsOf(record.row, parsed.error));
        continue;
      }
      const { name, email, phone, gstin, address, state_code } = parsed.data;
      const ownGstin = ownGstinProblem(gstin, shop.gstin, RECORD_TYPES[table]);
      if (ownGstin) {
        problems.push({ row: record.row, field: 'gstin', message: ownGstin });
        continue;
      }
      const key = gstin ? `gstin:${gstin}` : `name:${folded(name)}`;
      const first = firstRowOf.get(key);
      if (first !== undefined) {
        problems.push({
          row: record.row,
          field: gstin ? 'gstin' : 'name',
          message: gstin ? `GSTIN ${gstin} repeats row ${first}` : `Name repeats row ${first}`,
        });
        continue;
      }
      firstRowOf.set(key, record.row);
      const values: PartyColumns = { name, email, phone, gstin, address, state_code };
      const match = gstin ? byGstin.get(gstin) : byName.get(folded(name));
      if (!match) creates.push(values);
      else if (onMatch === 'skip') toSkip += 1;
      else {
        // A field the file has no column for keeps the record's own value.
        const kept: PartyColumns = { ...values };
        for (const field of OPTIONAL) if (v[field] === undefined) kept[field] = match[field];
        if (changesNothing(match, kept)) toSkip += 1;
        else updates.push({ before: match, values: kept });
      }
    }
    return {
      problems,
      toCreate: creates.length,
      toUpdate: updates.length,
      toSkip,
      async write(ctx: RequestContext) {
        const created = await insertParties(ctx.db, table, creates);
        const updated: ImportedChange<PartyImportRow>[] = [];
        for (const { before, values } of updates) {
          const after = await updatePartyColumns(ctx.db, table, before.id, values);
          if (after) updated.push({ before, after });
        }
        await logImport(ctx, RECORD_TYPES[table], { created, updated });
      },
    };
  };
}
