import { addInvoice } from './build-invoice';
import { addPurchase } from './build-purchase';
import { type DocumentContext, timestampOf } from './document-context';
import type { SalesDay } from './sales-calendar';

export type DocumentCounts = {
  invoices: number;
  invoiceItems: number;
  purchases: number;
  purchaseItems: number;
  stockMovements: number;
};

const PROGRESS_EVERY = 100_000;

/**
 * Streams the documents out day by day, so ids and numbers rise with the dates as in a real
 * shop: each day's purchases arrive in the morning, then its invoices. Numbers restart at 1 in
 * each financial year. Nothing is kept but the running counters.
 */
export async function writeDocuments(
  base: Omit<DocumentContext, 'ids'>,
  days: readonly SalesDay[],
  options: { batchSize: number; onProgress: (message: string) => void },
): Promise<DocumentCounts> {
  const context: DocumentContext = {
    ...base,
    ids: { invoice: 0, invoiceItem: 0, purchase: 0, purchaseItem: 0, movement: 0 },
  };
  const total = days.reduce((sum, day) => sum + day.invoices, 0);
  const sequences = new Map<string, { invoice: number; purchase: number }>();
  for (const day of days) {
    const sequence = sequences.get(day.financialYear) ?? { invoice: 0, purchase: 0 };
    sequences.set(day.financialYear, sequence);
    const dayStart = Date.parse(`${day.date}T00:00:00Z`);
    const documents = day.purchases + day.invoices;
    for (let index = 0; index < day.purchases; index += 1) {
      sequence.purchase += 1;
      addPurchase(context, day, sequence.purchase, timestampOf(dayStart, index, documents));
    }
    for (let index = 0; index < day.invoices; index += 1) {
      sequence.invoice += 1;
      addInvoice(context, day, sequence.invoice, timestampOf(dayStart, day.purchases + index, documents));
      const written = context.ids.invoice;
      if (written % options.batchSize === 0) await base.sink.commit();
      if (written % PROGRESS_EVERY === 0) {
        options.onProgress(`${written.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} invoices`);
      }
    }
  }
  await base.sink.commit();
  const { ids } = context;
  return {
    invoices: ids.invoice,
    invoiceItems: ids.invoiceItem,
    purchases: ids.purchase,
    purchaseItems: ids.purchaseItem,
    stockMovements: ids.movement,
  };
}
