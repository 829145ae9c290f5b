import { financialYearOf } from '@bahi/domain';
import type { InvoiceInput } from '@bahi/domain/schemas';
import { lockNameUntilCommit } from '../core/db/row-locks';
import type { RequestContext } from '../core/http/request-context';
import { findInvoiceByNumber } from './invoice-repository';
import { suggestInvoiceNumber } from './invoice-service';

/**
 * The number a new invoice is saved under. A number the clerk typed is kept as typed: if it is
 * taken, pricing refuses it naming the field. A number Bahi suggested and the clerk left alone is
 * only a suggestion: with several clerks billing at once another save may have taken it, and then
 * the invoice gets the next free number of the series (as purchases do). The saved invoice says
 * which number it got.
 */
export async function numberForNewInvoice(ctx: RequestContext, input: InvoiceInput): Promise<string> {
  if (!input.invoice_number_suggested) return input.invoice_number;
  const financialYear = financialYearOf(input.date).label;
  // Saves of suggested numbers take turns at choosing, each after the previous one's commit.
  await lockNameUntilCommit(ctx.db, `bahi invoice number ${financialYear}`);
  const taken = await findInvoiceByNumber(ctx.db, financialYear, input.invoice_number.toUpperCase());
  if (!taken) return input.invoice_number;
  return (await suggestInvoiceNumber(ctx, input.date)).invoice_number;
}
