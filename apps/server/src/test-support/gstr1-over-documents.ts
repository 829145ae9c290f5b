import { buildGstr1 } from '@bahi/domain';
import type { Db } from '../core/db/database';
import type { RequestContext } from '../core/http/request-context';
import { periodInvoices } from '../returns/return-books';
import type { PeriodRange } from '../returns/returns-repository';
import { booksOf, gstr1PreviewOf, type SalesSource } from '../returns/returns-service';

// GSTR-1 built over every invoice of the period and its lines (the domain's buildGstr1): the
// definition the screen's and the file's preview, read from kept totals and indexed ranges, is
// held equal to (returns/gstr1-kept.test.ts). Not for production: a month at 1,000,000 invoices
// reads 28,000 invoices and 220,000 lines this way.

/** The products (as they are now) sold on the period's invoices that stand. */
function findPeriodSoldProducts(db: Db, range: PeriodRange) {
  return db
    .selectFrom('products')
    .select(['products.id', 'products.name', 'products.hsn_code', 'products.unit'])
    .where((eb) =>
      eb(
        'products.id',
        'in',
        eb
          .selectFrom('invoice_items')
          .select('invoice_items.product_id')
          .where((inner) => inner.between('invoice_items.invoice_date', range.from, range.to))
          .where('invoice_items.counts', '=', 1),
      ),
    )
    .orderBy('products.name')
    .execute();
}

const fromEveryInvoice: SalesSource = async (db, range, { hsn, settings, notes }) => {
  const [invoices, products] = await Promise.all([
    periodInvoices(db, range),
    findPeriodSoldProducts(db, range),
  ]);
  return {
    gstr1: buildGstr1(range.fp, invoices, hsn, settings, notes),
    books: booksOf(invoices, notes),
    checked: invoices,
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      hsn: product.hsn_code,
      unit: product.unit,
    })),
  };
};

/** The GSTR-1 preview of a period built over every invoice of it. */
export const previewGstr1OverDocuments = (ctx: RequestContext, period: string) =>
  gstr1PreviewOf(ctx, period, fromEveryInvoice);
