import {
  financialYearOf,
  formatNoteNumber,
  formatPurchaseReturnNumber,
  formatPurchaseValueNoteNumber,
} from '@bahi/domain';
import { createDatabase, type Db, parseDatabaseUrl } from '@bahi/server';
import { sql } from 'kysely';
import { insertCorrections, type NumberedCorrection } from './insert-corrections';
import { type PlannedCorrection, planInvoiceNotes, planPurchaseReturn } from './plan-corrections';
import { Random } from './random';
import { idRange, type Original, type OriginalSide, readOriginals } from './read-originals';

// Credit and debit notes on the generated invoices and purchase returns on its purchases, as a
// shop has them: about 2 % of invoices get a credit note (goods back or a value; a few of those a
// second, later value credit against what is left), 0.2 % a debit note, about 3 % of purchases a
// return (most goods back, some a supplier's value note). Planned by the services' rules
// (plan-corrections.ts), numbered in their series in date order, written in multi-row INSERTs
// through the app's triggers (insert-corrections.ts), on both databases. Written before the
// receipts, which pay what an invoice asks after the notes dated on or before the receipt
// (`notedBefore`); a note dated after its invoice's receipt leaves the customer in credit.

export type CorrectionCounts = {
  creditNotes: number;
  debitNotes: number;
  purchaseReturns: number;
  purchaseValueNotes: number;
};

/** Per invoice, its notes' dates and what each takes off (a debit note: negative). */
export type InvoiceNotes = Map<number, { date: string; amount: number }[]>;

const CREDIT_SHARE = 0.02;
const DEBIT_SHARE = 0.002;
const RETURN_SHARE = 0.03;
const CHUNK = 500;

const SERIES = {
  credit: { name: 'credit_note', format: (fy: string, seq: number) => formatNoteNumber('credit', fy, seq) },
  debit: { name: 'debit_note', format: (fy: string, seq: number) => formatNoteNumber('debit', fy, seq) },
  return: { name: 'purchase_return', format: formatPurchaseReturnNumber },
  value: { name: 'purchase_value_note', format: formatPurchaseValueNoteNumber },
} as const;

type Planned = { original: Original; correction: PlannedCorrection };

/** Reads the originals a chunk of drawn ids at a time and plans their corrections. */
async function planSide(
  db: Db,
  side: OriginalSide,
  draw: () => 'none' | 'credit' | 'debit' | 'return',
  plan: (original: Original, drawn: 'credit' | 'debit' | 'return') => PlannedCorrection[],
): Promise<Planned[]> {
  const { first, last } = await idRange(db, side);
  const drawn = new Map<number, 'credit' | 'debit' | 'return'>();
  for (let id = first; id <= last; id += 1) {
    const choice = draw();
    if (choice !== 'none') drawn.set(id, choice);
  }
  const ids = [...drawn.keys()];
  const planned: Planned[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    for (const original of await readOriginals(db, side, ids.slice(start, start + CHUNK))) {
      const choice = drawn.get(original.id);
      if (!choice || original.lines.length === 0) continue;
      for (const correction of plan(original, choice)) planned.push({ original, correction });
    }
  }
  return planned;
}

/** Numbers the corrections in date order, each series per financial year; the last number of each. */
function numberInDateOrder(planned: Planned[]): {
  numbered: NumberedCorrection[];
  lastSeqs: Map<string, number>;
} {
  planned.sort(
    (a, b) =>
      (a.correction.date < b.correction.date ? -1 : a.correction.date > b.correction.date ? 1 : 0) ||
      a.original.id - b.original.id,
  );
  const lastSeqs = new Map<string, number>();
  const numbered = planned.map(({ original, correction }) => {
    const series = SERIES[correction.type === 'return' ? correction.kind : correction.type];
    const financialYear = financialYearOf(correction.date).label;
    const key = `${series.name}\u0000${financialYear}`;
    const seq = (lastSeqs.get(key) ?? 0) + 1;
    lastSeqs.set(key, seq);
    return { original, correction, financialYear, seq, number: series.format(financialYear, seq) };
  });
  return { numbered, lastSeqs };
}

export async function writeCorrections(
  databaseUrl: string,
  options: { seed: number; endDate: string; onProgress?: (message: string) => void },
): Promise<{ counts: CorrectionCounts; invoiceNotes: InvoiceNotes }> {
  const target = parseDatabaseUrl(databaseUrl);
  const db = createDatabase(target);
  try {
    if (target.kind === 'sqlite') await sql`pragma synchronous = off`.execute(db);
    const random = new Random(options.seed * 6151 + 29);
    const notes = await planSide(
      db,
      'invoices',
      () => {
        const draw = random.next();
        return draw < CREDIT_SHARE ? 'credit' : draw < CREDIT_SHARE + DEBIT_SHARE ? 'debit' : 'none';
      },
      (invoice, choice) =>
        planInvoiceNotes(random, invoice, { endDate: options.endDate, debit: choice === 'debit' }),
    );
    const returns = await planSide(
      db,
      'purchases',
      () => (random.next() < RETURN_SHARE ? 'return' : 'none'),
      (purchase) => {
        const correction = planPurchaseReturn(random, purchase, { endDate: options.endDate });
        return correction ? [correction] : [];
      },
    );
    const { numbered, lastSeqs } = numberInDateOrder([...notes, ...returns]);
    const { rows: seller } = await sql<{ snapshot: string | null }>`select seller_snapshot as snapshot
      from invoices order by id desc limit 1`.execute(db);
    await insertCorrections(db, target.kind, numbered, {
      sellerSnapshot: seller[0]?.snapshot ?? '{}',
      lastSeqs,
      onProgress: options.onProgress,
    });
    const invoiceNotes: InvoiceNotes = new Map();
    for (const { original, correction } of notes) {
      const list = invoiceNotes.get(original.id) ?? [];
      const sign = correction.type === 'debit' ? -1 : 1;
      list.push({ date: correction.date, amount: sign * correction.grandTotal });
      invoiceNotes.set(original.id, list);
    }
    const count = (test: (correction: PlannedCorrection) => boolean) =>
      numbered.filter((entry) => test(entry.correction)).length;
    return {
      counts: {
        creditNotes: count((c) => c.type === 'credit'),
        debitNotes: count((c) => c.type === 'debit'),
        purchaseReturns: count((c) => c.type === 'return' && c.kind === 'return'),
        purchaseValueNotes: count((c) => c.type === 'return' && c.kind === 'value'),
      },
      invoiceNotes,
    };
  } finally {
    await db.destroy();
  }
}
