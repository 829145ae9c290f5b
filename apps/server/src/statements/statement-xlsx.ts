import { STATEMENT_ENTRY_LABELS, type Statement } from '@bahi/domain/schemas';
import { newWorkbook } from '../core/sheets/new-workbook';

// The statement as an Excel workbook: one sheet, dates as dates and amounts as numbers (rupees),
// so the accountant can add them up.

function dateCell(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

export async function renderStatementXlsx(statement: Statement): Promise<Buffer> {
  const workbook = await newWorkbook();
  const sheet = workbook.addWorksheet('Statement');
  sheet.addRow([`Statement of account: ${statement.party_name}`]);
  sheet.addRow(['From', dateCell(statement.from), 'To', dateCell(statement.to)]);
  sheet.addRow([]);
  sheet.addRow(['Date', 'Particulars', 'No', 'Due', 'Debit', 'Credit', 'Balance']).font = { bold: true };
  sheet.addRow([
    dateCell(statement.from),
    'Opening balance',
    '',
    null,
    null,
    null,
    statement.opening_balance,
  ]);
  for (const entry of statement.entries) {
    sheet.addRow([
      dateCell(entry.date),
      STATEMENT_ENTRY_LABELS[entry.kind],
      entry.number,
      entry.due_date ? dateCell(entry.due_date) : null,
      entry.debit || null,
      entry.credit || null,
      entry.balance,
    ]);
  }
  sheet.addRow([
    dateCell(statement.to),
    'Closing balance',
    '',
    null,
    statement.total_debit,
    statement.total_credit,
    statement.closing_balance,
  ]).font = { bold: true };
  for (const column of [1, 4]) sheet.getColumn(column).numFmt = 'dd-mm-yyyy';
  for (const column of [5, 6, 7]) sheet.getColumn(column).numFmt = '#,##,##0.00';
  sheet.getColumn(2).width = 20;
  sheet.getColumn(3).width = 18;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
