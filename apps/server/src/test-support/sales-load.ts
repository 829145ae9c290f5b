import { customerInputSchema, invoiceInputSchema, productInputSchema } from '@bahi/domain/schemas';
import { createParty } from '../catalogue/parties/party-service';
import { createProduct } from '../catalogue/products/product-service';
import type { Db } from '../core/db/database';
import { systemContext } from '../core/http/request-context';
import { createInvoice } from '../invoices/invoice-save';
import { createVoucher } from '../vouchers/voucher-service';
import { customerInput, productInput } from './api-calls';
import { invoicePayload } from './document-fixtures';

/**
 * Invoices saved through the invoice use case itself (pricing, numbering, one transaction each),
 * by `writers` concurrent loops until stop() is called. An invoice number is in `acknowledged`
 * only once its save has returned, as a client would only know of it after the answer.
 */
export async function startSalesLoad(db: Db, writers: number) {
  const ctx = systemContext(db);
  const customer = await createParty(ctx, 'customers', customerInputSchema.parse(customerInput()));
  const product = await createProduct(
    ctx,
    productInputSchema.parse(productInput({ mrp: 118, gst_rate: 18 })),
  );
  const acknowledged: string[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const payload = invoicePayload(customer.id, [
        { product_id: product.id, mrp: 118, gst_rate: 18, quantity: 2 },
      ]);
      const saved = await createInvoice(ctx, invoiceInputSchema.parse(payload), (receiptCtx, receipt) =>
        createVoucher(receiptCtx, 'receipt', receipt),
      );
      acknowledged.push(saved.invoice_number);
      // On SQLite a save never waits on I/O (better-sqlite3 is synchronous), so without a turn of
      // the event loop these loops would starve every timer, the backup's worker messages included.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const running = Array.from({ length: writers }, loop);
  // A failed save stops the load; it surfaces in waitFor() and stop().
  let failure: unknown = null;
  for (const writer of running)
    writer.catch((error: unknown) => {
      failure ??= error;
      stopped = true;
    });
  return {
    acknowledged,
    /** Resolves once `count` invoices are acknowledged; throws the first failed save. */
    waitFor: async (count: number) => {
      while (acknowledged.length < count) {
        if (failure) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    stop: async () => {
      stopped = true;
      await Promise.all(running);
    },
  };
}
