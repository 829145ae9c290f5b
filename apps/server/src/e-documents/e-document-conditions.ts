import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../core/db/schema';
import type { EDocumentSettingsRow } from './e-document-settings-repository';

// The invoice list's e-way bill and e-invoice filters, as conditions on `invoices`, and the note
// lists' e-invoice filter, as conditions on `sales_notes`. Each asks the
// question ewayStatusOf / eInvoiceStatusOf (domain) answer for one row, so a filtered list and its
// status column agree. Every lookup of another table is a probe of a unique index: eway_bills and
// e_invoices by (document_type, document_id), invoice_items by invoice_id; the "needed" e-way bill
// filter reads a row's lines only when its totals could be above the limit at all.

export type EwayFilter = 'needed' | 'generated' | 'cancelled' | 'expired';
export type IrnFilter = 'needed' | 'generated' | 'cancelled';

export type EDocumentRules = Pick<
  EDocumentSettingsRow,
  'einvoice_from' | 'eway_threshold' | 'eway_intra_threshold'
>;

type InvoicesEb = ExpressionBuilder<Database, 'invoices'>;

/** The invoice's e-way bill row with a number on it, narrowed further by `state`. */
function billWithNumber(eb: InvoicesEb, state: 'any' | 'live' | 'cancelled') {
  return eb
    .selectFrom('eway_bills')
    .select(sql`1`.as('one'))
    .where('eway_bills.document_type', '=', 'invoice')
    .whereRef('eway_bills.document_id', '=', 'invoices.id')
    .where('eway_bills.ewb_number', 'is not', null)
    .$if(state === 'live', (query) => query.where('eway_bills.cancelled_at', 'is', null))
    .$if(state === 'cancelled', (query) => query.where('eway_bills.cancelled_at', 'is not', null));
}

/**
 * The limit for a document's movement, in paise: within the shop's state or between states, as
 * the document's `supply_type` column (named with its table) says.
 */
export function ewayLimitOf(
  rules: EDocumentRules,
  supplyType: 'invoices.supply_type' | 'purchase_returns.supply_type',
) {
  // Literals (integers from the settings row), so PostgreSQL types the CASE as a number.
  return sql<number>`case when ${sql.ref(supplyType)} = 'intra' then ${sql.lit(Math.trunc(rules.eway_intra_threshold))} else ${sql.lit(Math.trunc(rules.eway_threshold))} end`;
}

/** Consignment value (taxable value and tax of the taxed lines) above the limit, no number yet, invoice standing. */
function ewayNeeded(eb: InvoicesEb, rules: EDocumentRules) {
  const limit = ewayLimitOf(rules, 'invoices.supply_type');
  const taxedValue = eb
    .selectFrom('invoice_items')
    .select(sql<number>`coalesce(sum(invoice_items.subtotal + invoice_items.tax_amount), 0)`.as('value'))
    .whereRef('invoice_items.invoice_id', '=', 'invoices.id')
    .where('invoice_items.gst_rate_bp', '>', 0);
  return eb.and([
    eb('invoices.status', '!=', 'Cancelled'),
    // The whole invoice before round-off bounds the taxed lines' value: most rows stop here.
    sql<SqlBool>`invoices.total_amount + invoices.gst_amount > ${limit}`,
    sql<SqlBool>`(${taxedValue}) > ${limit}`,
    eb.not(eb.exists(billWithNumber(eb, 'any'))),
  ]);
}

export function ewayCondition(eb: InvoicesEb, filter: EwayFilter, rules: EDocumentRules, now: string) {
  switch (filter) {
    case 'needed':
      return ewayNeeded(eb, rules);
    case 'cancelled':
      return eb.exists(billWithNumber(eb, 'cancelled'));
    case 'generated':
      return eb.exists(
        billWithNumber(eb, 'live').where((w) =>
          w.or([w('eway_bills.valid_until', 'is', null), w('eway_bills.valid_until', '>=', now)]),
        ),
      );
    case 'expired':
      return eb.exists(billWithNumber(eb, 'live').where('eway_bills.valid_until', '<', now));
  }
}

function irnRow(eb: InvoicesEb) {
  return eb
    .selectFrom('e_invoices')
    .select(sql`1`.as('one'))
    .where('e_invoices.document_type', '=', 'invoice')
    .whereRef('e_invoices.document_id', '=', 'invoices.id');
}

/** A B2B invoice standing, dated on or after e-invoicing's start, with no IRN recorded. */
function irnNeeded(eb: InvoicesEb, rules: EDocumentRules) {
  if (!rules.einvoice_from) return sql<SqlBool>`1 = 0`;
  return eb.and([
    eb('invoices.date', '>=', rules.einvoice_from),
    eb('invoices.status', '!=', 'Cancelled'),
    eb('invoices.customer_gstin', 'is not', null),
    eb.not(eb.exists(irnRow(eb))),
  ]);
}

export function irnCondition(eb: InvoicesEb, filter: IrnFilter, rules: EDocumentRules) {
  switch (filter) {
    case 'needed':
      return irnNeeded(eb, rules);
    case 'generated':
      return eb.exists(irnRow(eb).where('e_invoices.status', '=', 'ACT'));
    case 'cancelled':
      return eb.exists(irnRow(eb).where('e_invoices.status', '=', 'CNL'));
  }
}

type NotesEb = ExpressionBuilder<Database, 'sales_notes'>;

/** The note's e-invoice row: its document type follows the note's type. */
function noteIrnRow(eb: NotesEb) {
  return eb
    .selectFrom('e_invoices')
    .select(sql`1`.as('one'))
    .whereRef('e_invoices.document_id', '=', 'sales_notes.id')
    .where(
      'e_invoices.document_type',
      '=',
      sql<
        'credit_note' | 'debit_note'
      >`case when sales_notes.note_type = 'credit' then 'credit_note' else 'debit_note' end`,
    );
}

/** A B2B note standing, dated on or after e-invoicing's start, with no IRN recorded. */
export function noteIrnNeeded(eb: NotesEb, rules: EDocumentRules) {
  if (!rules.einvoice_from) return sql<SqlBool>`1 = 0`;
  return eb.and([
    eb('sales_notes.date', '>=', rules.einvoice_from),
    eb('sales_notes.status', '!=', 'Cancelled'),
    eb('sales_notes.customer_gstin', 'is not', null),
    eb.not(eb.exists(noteIrnRow(eb))),
  ]);
}

/** The note lists' e-invoice filter: the question eInvoiceStatusOf answers for one note. */
export function noteIrnCondition(eb: NotesEb, filter: IrnFilter, rules: EDocumentRules) {
  switch (filter) {
    case 'needed':
      return noteIrnNeeded(eb, rules);
    case 'generated':
      return eb.exists(noteIrnRow(eb).where('e_invoices.status', '=', 'ACT'));
    case 'cancelled':
      return eb.exists(noteIrnRow(eb).where('e_invoices.status', '=', 'CNL'));
  }
}

/** Needs an e-way bill or an IRN and has none: the report of numbers still to get. */
export function numberDueCondition(eb: InvoicesEb, rules: EDocumentRules) {
  return eb.or([ewayNeeded(eb, rules), irnNeeded(eb, rules)]);
}
