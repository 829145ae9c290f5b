import {
  BUYER,
  type Gstr1,
  INVOICE_SPEC,
  ITEM_SPEC,
  invoiceCells,
  itemCells,
  itemRows,
  NOTE_SPEC,
  noteCells,
  place,
  type SectionTable,
  table,
} from './gstr1-table';

// The amendment tables of the GSTR-1 preview: documents of filed returns as they now read, each
// row naming the number and date it was filed under; B2C small totals restated for their month.
// Only the tables with something in them are shown (a return that amends nothing has none).

const ORIGINAL_INVOICE: [string, string][] = [
  ['oinum', 'Filed as No'],
  ['oidt', 'Filed Date'],
];
const ORIGINAL_NOTE: [string, string][] = [
  ['ont_num', 'Filed as No'],
  ['ont_dt', 'Filed Date'],
];

export function gstr1AmendmentSections(gstr1: Gstr1): SectionTable[] {
  const b2ba = (gstr1.b2ba ?? []).flatMap((buyer) =>
    buyer.inv.flatMap((inv) =>
      itemRows(inv, { ctin: buyer.ctin, oinum: inv.oinum, oidt: inv.oidt, ...invoiceCells(inv, inv.pos) }),
    ),
  );
  const b2cla = (gstr1.b2cla ?? []).flatMap((group) =>
    group.inv.flatMap((inv) =>
      itemRows(inv, { oinum: inv.oinum, oidt: inv.oidt, ...invoiceCells(inv, group.pos) }),
    ),
  );
  const b2csa = (gstr1.b2csa ?? []).flatMap((row) =>
    row.itms.map((item) => ({
      omon: row.omon,
      sply_ty: row.sply_ty,
      pos: place(row.pos),
      ...itemCells(item),
    })),
  );
  const cdnra = (gstr1.cdnra ?? []).flatMap((buyer) =>
    buyer.nt.flatMap((note) =>
      itemRows(note, { ctin: buyer.ctin, ont_num: note.ont_num, ont_dt: note.ont_dt, ...noteCells(note) }),
    ),
  );
  const cdnura = (gstr1.cdnura ?? []).flatMap((note) =>
    itemRows(note, { ont_num: note.ont_num, ont_dt: note.ont_dt, ...noteCells(note) }),
  );
  return [
    table('b2ba', 'B2B invoices amended (9A)', [BUYER, ...ORIGINAL_INVOICE, ...INVOICE_SPEC], b2ba),
    table('b2cla', 'B2C large amended (9A)', [...ORIGINAL_INVOICE, ...INVOICE_SPEC], b2cla),
    table(
      'b2csa',
      'B2C others amended (10)',
      [['omon', 'Month'], ['sply_ty', 'Supply'], ['pos', 'Place of Supply'], ...ITEM_SPEC],
      b2csa,
    ),
    table('cdnra', 'Notes to registered buyers amended (9C)', [BUYER, ...ORIGINAL_NOTE, ...NOTE_SPEC], cdnra),
    table('cdnura', 'Notes against B2C large sales amended (9C)', [...ORIGINAL_NOTE, ...NOTE_SPEC], cdnura),
  ].filter((section) => section.rows.length > 0);
}
