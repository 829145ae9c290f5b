import type { RecordType } from '@bahi/domain/schemas';
import type { Database } from '../core/db/schema';

// What a kind of document declares about itself, once, in document-kinds.ts. The lists that used
// to be kept by hand (the full export's tables, the sample shop's wipe, a party's delete refusal,
// the stock ledger's sources) are derived from these declarations (document-kind-lists.ts), and
// document-kinds.test.ts walks every kind through them on both databases.

export type DocumentTable = keyof Database;

/** One CSV of the full export: a table as stored, less the columns that only serve the app. */
export type ExportTable = { table: DocumentTable; file: string; omit?: readonly string[] };

/**
 * How a document names its party, for a party's delete refusal: a column of one of its tables
 * (optionally only its rows with one value in another column), or a column pointing at a record
 * of another kind that names the party (a refund names its invoice, the invoice its customer).
 */
export type PartyLink = {
  table: DocumentTable;
  column: string;
  only?: { column: string; value: string };
  through?: { table: DocumentTable; column: string };
};

/**
 * Which way the kind moves stock: +1 in, -1 out. `sourceType` is the stock_movements.source_type
 * its movements carry (a row of document_kinds); a kind without one moves stock through its own
 * lines (an invoice's lines are the sales side of the stock_ledger view).
 */
export type StockEffect = { sign: 1 | -1; sourceType?: string };

/** The names of its series in document_series (documents/document-series.ts). */
export type NumberSeries = { names: readonly string[] };

export type DocumentKind = {
  /** The kind's name, a row of the document_kinds table. */
  kind: string;
  /** Its tables (not its series'), children before parents: the order a wipe deletes them in. */
  tables: readonly DocumentTable[];
  /**
   * Its number series: the names its counters have in document_series (refunds keep one per
   * direction). 'own': numbered from its own rows (invoices, purchases); null: not numbered.
   */
  series: NumberSeries | 'own' | null;
  /** Whose document it is: customer, supplier, both (refunds), or none (the shop's own). */
  party: { customers?: PartyLink; suppliers?: PartyLink };
  /** Whether it carries GST of its own (and so reaches the returns). */
  taxed: boolean;
  stock: StockEffect | null;
  /** The kind whose documents it corrects (lines against the original's). */
  corrects: string | null;
  /** The kind it is a record of, when it is attached to another document rather than standing alone. */
  attachedTo: readonly string[];
  /** The edit log's record types of its entries (none: it changes no record, its row is the log). */
  recordTypes: readonly RecordType[];
  /** The title printed on its PDF, when it has one. */
  pdfTitle: string | null;
  /** Its CSVs in the full export, in the order a reader opens them. */
  exports: readonly ExportTable[];
  /** How a party's delete refusal counts it. */
  reference: { singular: string; plural: string };
  /**
   * Its lines that name a product by product_id, for a product's delete refusal. Lines that name
   * another document's line instead (a note's, a return's) are counted through that line's kind.
   */
  productLines?: { table: DocumentTable; singular: string; plural: string };
};
