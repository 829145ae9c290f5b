import { todayIso } from '@bahi/domain';
import { parseDatabaseUrl } from '@bahi/server';
import { openPostgresSink } from './postgres-sink';
import { completeSchema, prepareSchema } from './prepare-schema';
import { Random } from './random';
import type { RowSink } from './row-sink';
import { planSalesDays } from './sales-calendar';
import { openSqliteSink } from './sqlite-sink';
import { type Catalogue, writeCatalogue } from './write-catalogue';
import { type CorrectionCounts, writeCorrections } from './write-corrections';
import { type DocumentCounts, writeDocuments } from './write-documents';
import { type OpeningBillCounts, writeOpeningBills } from './write-opening-bills';
import { type ReceiptCounts, writeReceipts } from './write-receipts';

export type GenerateDatasetOptions = {
  /** file:PATH (SQLite) or postgres://… — the database must hold no parties, products or documents. */
  databaseUrl: string;
  invoices: number;
  /** Same seed and end date, same dataset. Default 1. */
  seed?: number;
  /** Last day with documents (YYYY-MM-DD); five financial years end with its one. Default today. */
  endDate?: string;
  customers?: number;
  products?: number;
  suppliers?: number;
  /** Default: a tenth of the invoices. */
  purchases?: number;
  /** Invoices per transaction. Default 10,000. */
  batchSize?: number;
  onProgress?: (message: string) => void;
};

export type DatasetSummary = {
  customers: number;
  products: number;
  suppliers: number;
  invoices: number;
  invoiceItems: number;
  purchases: number;
  purchaseItems: number;
  stockMovements: number;
  receipts: ReceiptCounts;
  corrections: CorrectionCounts;
  openingBills: OpeningBillCounts;
  firstDate: string;
  lastDate: string;
  seconds: number;
};

/**
 * Fills an empty database with a realistic trading history: 5,000 customers (one retailer takes 2 %
 * of the invoices), 5,000 products and 300 suppliers by default, `invoices` invoices of 1 to 15
 * lines and a tenth as many purchases over five financial years, the stock ledger, a few hundred
 * opening bills before the books' start (write-opening-bills.ts), credit and debit notes and
 * purchase returns (write-corrections.ts), and the receipts that settle most invoices
 * (write-receipts.ts). Deterministic for a seed and end date.
 */
export async function generateDataset(options: GenerateDatasetOptions): Promise<DatasetSummary> {
  const started = performance.now();
  const target = parseDatabaseUrl(options.databaseUrl);
  const seller = await prepareSchema(options.databaseUrl);
  const sink: RowSink =
    target.kind === 'sqlite'
      ? openSqliteSink(target.filename, { deferIndexes: true, onProgress: options.onProgress })
      : await openPostgresSink(target.connectionString);
  const days = planSalesDays({
    endDate: options.endDate ?? todayIso(),
    invoices: options.invoices,
    purchases: options.purchases ?? Math.floor(options.invoices / 10),
    years: 5,
  });
  let catalogue: Catalogue;
  let documents: DocumentCounts;
  try {
    const random = new Random(options.seed ?? 1);
    catalogue = writeCatalogue(sink, random, {
      firstDate: days[0]?.date ?? todayIso(),
      customers: options.customers ?? 5000,
      products: options.products ?? 5000,
      suppliers: options.suppliers ?? 300,
      sellerStateCode: seller.stateCode,
      gstRateIds: seller.gstRateIds,
    });
    await sink.commit();
    documents = await writeDocuments(
      { random, sink, ...catalogue, invoicePrefix: seller.invoicePrefix },
      days,
      {
        batchSize: options.batchSize ?? 10_000,
        onProgress: (message) => options.onProgress?.(`${message} (${elapsed(started)})`),
      },
    );
  } catch (error) {
    await sink.abort();
    throw error;
  }
  await sink.finish();
  if (seller.partial) {
    const migrationsStarted = performance.now();
    await completeSchema(options.databaseUrl, options.onProgress);
    options.onProgress?.(`later migrations applied over the loaded rows in ${elapsed(migrationsStarted)}`);
  }
  // A few hundred opening bills before the books' start (the first generated day).
  const openingBills = await writeOpeningBills(options.databaseUrl, {
    seed: options.seed ?? 1,
    booksStart: days[0]?.date ?? todayIso(),
    customerBills: Math.min(300, Math.ceil(options.invoices / 50)),
    supplierBills: Math.min(40, Math.ceil(options.invoices / 500)),
  });
  const correctionsStarted = performance.now();
  const corrections = await writeCorrections(options.databaseUrl, {
    seed: options.seed ?? 1,
    endDate: days.at(-1)?.date ?? todayIso(),
    onProgress: options.onProgress,
  });
  options.onProgress?.(`notes and purchase returns written in ${elapsed(correctionsStarted)}`);
  const receiptsStarted = performance.now();
  const receipts = await writeReceipts(options.databaseUrl, {
    seed: options.seed ?? 1,
    endDate: days.at(-1)?.date ?? todayIso(),
    invoiceNotes: corrections.invoiceNotes,
    onProgress: options.onProgress,
  });
  options.onProgress?.(`receipts written in ${elapsed(receiptsStarted)}`);
  return {
    customers: catalogue.customers.length,
    products: catalogue.products.length,
    suppliers: catalogue.suppliers.length,
    ...documents,
    receipts,
    corrections: corrections.counts,
    openingBills,
    firstDate: days[0]?.date ?? '',
    lastDate: days.at(-1)?.date ?? '',
    seconds: (performance.now() - started) / 1000,
  };
}

function elapsed(startedMs: number): string {
  return `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;
}
