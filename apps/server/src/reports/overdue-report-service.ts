import { daysBetween, todayIso } from '@bahi/domain';
import type { OverdueQuery, OverdueReport } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { rupees } from '../documents/document-presenter';
import type { OutstandingKind } from '../documents/outstanding-repository';
import { findOverdueBills } from './outstanding-due-repository';

// The overdue list: every open bill (opening bills included) past its due date on the day asked,
// the longest overdue first, so the clerk knows whom to call.

export async function getOverdueReport(ctx: RequestContext, query: OverdueQuery): Promise<OverdueReport> {
  const asOf = query.as_of ?? todayIso();
  const kind: OutstandingKind = query.party === 'customers' ? 'invoices' : 'purchases';
  const rows = await findOverdueBills(ctx.db, kind, asOf);
  let outstanding = 0;
  const data = rows.map((row) => {
    outstanding += row.outstanding;
    return {
      party_id: row.party_id,
      party_name: row.party_name,
      party_phone: row.party_phone || null,
      kind: row.source,
      id: row.id,
      number: row.number ?? '',
      date: row.date,
      due_date: row.due,
      days_overdue: daysBetween(row.due, asOf),
      outstanding: rupees(row.outstanding),
    };
  });
  return {
    party: query.party,
    as_of: asOf,
    data,
    totals: { bills: data.length, outstanding: rupees(outstanding) },
  };
}
