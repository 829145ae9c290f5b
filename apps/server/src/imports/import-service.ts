import {
  IMPORT_FIELDS,
  IMPORT_KIND_LABELS,
  type ImportKind,
  type ImportPreview,
  type ImportRequestValues,
  type ImportResult,
} from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { ImportRefusedError, type RowProblem } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { newWorkbook } from '../core/sheets/new-workbook';
import { type ColumnMapping, mapColumns } from './column-mapping';
import { describeProblems } from './describe-problems';
import type { ImportPlan, ImportRecord, PlanImport } from './import-rows';
import { planOpeningBalanceImport } from './opening-balance-import';
import { planOpeningStockImport } from './opening-stock-import';
import { planPartyImport } from './party-import';
import { planProductImport } from './product-import';
import { readSheet } from './read-file';

// Importing from a spreadsheet: the template, the preview (every row checked, nothing written) and
// the import itself, all rows or none in one transaction. The file is read before the transaction
// starts, so a large workbook is unpacked without holding the database.

const PLANNERS: Record<ImportKind, PlanImport> = {
  products: planProductImport,
  customers: planPartyImport('customers'),
  suppliers: planPartyImport('suppliers'),
  'opening-stock': planOpeningStockImport,
  'customer-opening-balances': planOpeningBalanceImport('customers'),
  'supplier-opening-balances': planOpeningBalanceImport('suppliers'),
};

type ReadFile = {
  columns: string[];
  mapping: ColumnMapping;
  records: ImportRecord[];
  fileProblems: RowProblem[];
};

async function readImport(kind: ImportKind, body: ImportRequestValues): Promise<ReadFile> {
  const sheet = await readSheet(body.file_name, body.content_base64);
  const fields = IMPORT_FIELDS[kind];
  const { mapping, index } = mapColumns(fields, sheet.columns, body.mapping);
  const fileProblems: RowProblem[] = fields
    .filter((field) => field.required && !index.has(field.key))
    .map((field) => ({ row: 1, field: field.key, message: `No column is read as ${field.label}` }));
  if (sheet.rows.length === 0)
    fileProblems.push({ row: 1, field: 'file', message: 'File has no rows below the header row' });
  const records = sheet.rows.map(({ row, cells }) => {
    const values: ImportRecord['values'] = {};
    for (const field of fields) {
      const at = index.get(field.key);
      values[field.key] = at === undefined ? undefined : (cells[at] ?? '');
    }
    return { row, values };
  });
  return { columns: sheet.columns, mapping, records, fileProblems };
}

async function plan(ctx: RequestContext, kind: ImportKind, file: ReadFile, body: ImportRequestValues) {
  // Without a required column every row would repeat the same problem: the header's is enough.
  if (file.fileProblems.length > 0) return { problems: file.fileProblems, plan: null };
  const planned: ImportPlan = await PLANNERS[kind](ctx.db, file.records, body.on_match, {
    createCategories: body.create_categories,
  });
  return { problems: describeProblems(planned.problems, file), plan: planned };
}

export async function previewImport(
  ctx: RequestContext,
  kind: ImportKind,
  body: ImportRequestValues,
): Promise<ImportPreview> {
  const file = await readImport(kind, body);
  const { problems, plan: planned } = await plan(ctx, kind, file, body);
  return {
    columns: file.columns,
    mapping: file.mapping,
    rows: file.records.length,
    problems,
    to_create: planned?.toCreate ?? 0,
    to_update: planned?.toUpdate ?? 0,
    to_skip: planned?.toSkip ?? 0,
    new_categories: planned?.newCategories ?? [],
  };
}

export async function commitImport(
  ctx: RequestContext,
  kind: ImportKind,
  body: ImportRequestValues,
): Promise<ImportResult> {
  const file = await readImport(kind, body);
  return inTransaction(ctx.db, async (trx) => {
    const inTrx = withDb(ctx, trx);
    const { problems, plan: planned } = await plan(inTrx, kind, file, body);
    if (problems.length > 0 || !planned) {
      const rows = new Set(problems.map((problem) => problem.row)).size;
      const message =
        rows === 1 && problems[0]?.row === 1
          ? `${problems[0]?.message}: nothing was imported`
          : `${rows} ${rows === 1 ? 'row has' : 'rows have'} problems: nothing was imported`;
      throw new ImportRefusedError(message, problems);
    }
    await planned.write(inTrx);
    return {
      created: planned.toCreate,
      updated: planned.toUpdate,
      skipped: planned.toSkip,
      categories_created: body.create_categories ? (planned.newCategories?.length ?? 0) : 0,
    };
  });
}

/** The template: the header row (the form's labels) and one example row, on a sheet named for the kind. */
export async function importTemplate(kind: ImportKind): Promise<{ file: Buffer; fileName: string }> {
  const fields = IMPORT_FIELDS[kind];
  const workbook = await newWorkbook();
  workbook.creator = 'Bahi';
  const sheet = workbook.addWorksheet(IMPORT_KIND_LABELS[kind]);
  sheet.columns = fields.map((field) => ({
    header: field.label,
    key: field.key,
    width: Math.max(14, field.label.length + 4),
  }));
  sheet.addRow(Object.fromEntries(fields.map((field) => [field.key, field.example])));
  sheet.getRow(1).font = { bold: true };
  // HSN codes, GSTINs, state codes and phone numbers are text: Excel must not drop a leading 0.
  for (const key of ['hsn_code', 'gstin', 'state_code', 'phone']) {
    const column = fields.findIndex((field) => field.key === key);
    if (column >= 0) sheet.getColumn(column + 1).numFmt = '@';
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const bytes = await workbook.xlsx.writeBuffer();
  return { file: Buffer.from(bytes as ArrayBuffer), fileName: `Bahi_${kind}_template.xlsx` };
}
