import { addDaysIso, paiseToRupees, todayIso } from '@bahi/domain';
import { NUMBER_DUE_DAYS, type NumberDue } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { RequestContext } from '../core/http/request-context';
import { type EDocumentRules, numberDueCondition } from './e-document-conditions';
import { findEDocumentSettings } from './e-document-settings-repository';
import { findEDocumentStatuses } from './e-document-statuses';

// The invoices that still need a number from a portal: those of India's today and the open ones
// of the days before (within NUMBER_DUE_DAYS) that need an e-way bill or an IRN and have none.
// One read of the date index's range; each row's bill and IRN are probes of unique indexes.

function findInvoicesDue(db: Db, from: string, to: string, rules: EDocumentRules) {
  return db
    .selectFrom('invoices')
    .select([
      'id',
      'invoice_number',
      'date',
      'status',
      'supply_type',
      'customer_name',
      'customer_gstin',
      'grand_total',
    ])
    .where('invoices.date', '>=', from)
    .where('invoices.date', '<=', to)
    .where((eb) => numberDueCondition(eb, rules))
    .orderBy('invoices.date')
    .orderBy('invoices.id')
    .execute();
}

export async function numbersDue(ctx: RequestContext): Promise<NumberDue> {
  const now = new Date();
  const today = todayIso(now);
  const from = addDaysIso(today, -NUMBER_DUE_DAYS);
  const rules = await findEDocumentSettings(ctx.db);
  const rows = await findInvoicesDue(ctx.db, from, today, rules);
  const statuses = await findEDocumentStatuses(ctx.db, rows, rules, now.toISOString());
  return {
    today,
    from,
    data: rows.flatMap((row) => {
      const status = statuses.get(row.id);
      if (!status) return [];
      return [
        {
          id: row.id,
          invoice_number: row.invoice_number,
          date: row.date,
          customer_name: row.customer_name,
          customer_gstin: row.customer_gstin,
          grand_total: paiseToRupees(row.grand_total),
          ...status,
        },
      ];
    }),
  };
}
