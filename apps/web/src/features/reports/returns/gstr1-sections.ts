import {
  BUYER,
  type Gstr1,
  HSN_SPEC,
  hsnRows,
  INVOICE_SPEC,
  ITEM_SPEC,
  invoiceCells,
  itemCells,
  itemRows,
  money,
  NOTE_SPEC,
  noteCells,
  place,
  type SectionTable,
  table,
} from './gstr1-table';

// The GSTR-1 JSON as tables, one per section, each row a plain-text line of the file (one item of
// an invoice, one b2cs line, one HSN row) with a totals row: what the Returns screen previews and
// what each section's CSV/Excel holds.

export type { SectionTable };

/** Every section of the file as a table, in the order the portal lists them. */
export function gstr1Sections(gstr1: Gstr1): SectionTable[] {
  const b2b = gstr1.b2b.flatMap((buyer) =>
    buyer.inv.flatMap((inv) => itemRows(inv, { ctin: buyer.ctin, ...invoiceCells(inv, inv.pos) })),
  );
  const b2cl = gstr1.b2cl.flatMap((group) =>
    group.inv.flatMap((inv) => itemRows(inv, invoiceCells(inv, group.pos))),
  );
  const b2cs = gstr1.b2cs.map((row) => ({
    sply_ty: row.sply_ty,
    pos: place(row.pos),
    ...itemCells(row),
  }));
  const cdnr = gstr1.cdnr.flatMap((buyer) =>
    buyer.nt.flatMap((note) => itemRows(note, { ctin: buyer.ctin, ...noteCells(note) })),
  );
  const cdnur = gstr1.cdnur.flatMap((note) => itemRows(note, noteCells(note)));
  const nil = gstr1.nil.inv.map((row) => ({
    sply_ty: row.sply_ty,
    nil_amt: money(row.nil_amt),
    expt_amt: money(row.expt_amt),
    ngsup_amt: money(row.ngsup_amt),
  }));
  const docs = gstr1.doc_issue.doc_det.flatMap((group) =>
    group.docs.map((doc) => ({
      num: String(doc.num),
      from: doc.from,
      to: doc.to,
      totnum: String(doc.totnum),
      cancel: String(doc.cancel),
      net_issue: String(doc.net_issue),
    })),
  );
  const hsnTables =
    'data' in gstr1.hsn
      ? [table('hsn', 'HSN summary (12)', HSN_SPEC, hsnRows(gstr1.hsn.data))]
      : [
          table('hsn_b2b', 'HSN summary, B2B (12)', HSN_SPEC, hsnRows(gstr1.hsn.hsn_b2b)),
          table('hsn_b2c', 'HSN summary, B2C (12)', HSN_SPEC, hsnRows(gstr1.hsn.hsn_b2c)),
        ];
  return [
    table('b2b', 'B2B invoices (4A)', [BUYER, ...INVOICE_SPEC], b2b),
    table('b2cl', 'B2C large (5)', INVOICE_SPEC, b2cl),
    table('b2cs', 'B2C others (7)', [['sply_ty', 'Supply'], ['pos', 'Place of Supply'], ...ITEM_SPEC], b2cs),
    table('cdnr', 'Notes to registered buyers (9B)', [BUYER, ...NOTE_SPEC], cdnr),
    table('cdnur', 'Notes against B2C large sales (9B)', NOTE_SPEC, cdnur),
    table(
      'nil',
      'Nil rated (8)',
      [
        ['sply_ty', 'Supply'],
        ['nil_amt', 'Nil rated'],
        ['expt_amt', 'Exempted'],
        ['ngsup_amt', 'Non-GST'],
      ],
      nil,
    ),
    ...hsnTables,
    table(
      'doc_issue',
      'Documents issued (13)',
      [
        ['num', 'No.'],
        ['from', 'From'],
        ['to', 'To'],
        ['totnum', 'Total'],
        ['cancel', 'Cancelled'],
        ['net_issue', 'Net issued'],
      ],
      docs,
    ),
  ];
}
