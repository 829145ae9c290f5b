import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../core/http/request-context';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  GSTIN_CHHATTISGARH,
  GSTIN_GUJARAT,
  GSTIN_KARNATAKA,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { previewGstr1OverDocuments } from '../test-support/gstr1-over-documents';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { previewGstr1 } from './returns-service';

// GSTR-1 from kept totals and indexed ranges (gstr1-kept-sales.ts, the domain's buildGstr1FromKept)
// against GSTR-1 built over every invoice of the period (buildGstr1), on random books: sales to
// walk-in, registered, composition and UIN buyers within and across the state, some above the
// B2CL limit, at 0% and taxed rates; cancellations and restorations, credit notes; and changes by
// plain SQL (dates moved across months, buyers and places of supply changed, GSTINs emptied or made
// invalid, places of supply the portal refuses, line amounts changed, lines deleted, invoices
// renumbered into other series, products given codes or units the portal refuses); exempt and
// non-GST lines beside nil-rated ones (the nil table's columns), and invoices made bills of supply
// (issued without a GSTIN: in no return), notes against them too. After each run the whole preview
// of every month (the JSON, the problems, the books and the tie-out) is the same text both ways.

const UIN_DELHI = '0717USA00001UNB';
const BAD_GSTIN = '22AABCS1234F1Z9';
const MONTHS = ['2026-06', '2026-07', '2026-08'] as const;

type Action =
  | {
      kind: 'sell';
      buyer: number;
      day: number;
      month: number;
      lines: { product: number; rate: number; big: boolean }[];
    }
  | { kind: 'cancel' | 'restore' | 'note' | 'drop-line' | 'bill-of-supply'; pick: number }
  | { kind: 'move-date'; pick: number; month: number; day: number }
  | { kind: 'rebuyer'; pick: number; buyer: number }
  | { kind: 'gstin'; pick: number; gstin: string | null }
  | { kind: 'place'; pick: number; place: string }
  | { kind: 'renumber'; pick: number; number: string }
  | { kind: 'line-amount'; pick: number; by: number }
  | { kind: 'product'; product: number; hsn: string; unit: string };

const pick = fc.nat({ max: 1000 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('product' as const),
      product: fc.nat({ max: 3 }),
      // No code, too few digits, a code the GST list lacks, a good one; a unit that is no UQC.
      hsn: fc.constantFrom('', '12', '11031190', '07019000'),
      unit: fc.constantFrom('NOS', 'KGS', 'XYZ'),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      buyer: fc.nat({ max: 5 }),
      day: fc.integer({ min: 1, max: 28 }),
      month: fc.nat({ max: 2 }),
      lines: fc.array(
        fc.record({
          // 0: nil-rated, 1-3: taxed, 4: exempt, 5: non-GST.
          product: fc.nat({ max: 5 }),
          rate: fc.integer({ min: 1, max: 5000 }),
          big: fc.boolean(),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('cancel' as const, 'restore' as const),
      pick,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('note' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('bill-of-supply' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop-line' as const), pick }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move-date' as const),
      pick,
      month: fc.nat({ max: 2 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('rebuyer' as const), pick, buyer: fc.nat({ max: 5 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('gstin' as const),
      pick,
      gstin: fc.constantFrom('', BAD_GSTIN, null),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      pick,
      place: fc.constantFrom('99', '7', '27'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('renumber' as const),
      pick,
      number: fc.constantFrom('B/1', 'B/01', 'B/7', 'CASH', '9', 'A2'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('line-amount' as const),
      pick,
      by: fc.integer({ min: -500, max: 500 }),
    }),
  },
);

describe('GSTR-1 from kept totals', () => {
  let t: TestApp;
  let buyers: { id: number; gstin: string; state: string }[] = [];
  let products: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const buyer = async (overrides: Record<string, unknown>, gstin: string, state: string) => ({
      id: await createCustomer(t.app, overrides),
      gstin,
      state,
    });
    buyers = [
      await buyer({}, '', '22'),
      await buyer({ gstin: GSTIN_CHHATTISGARH }, GSTIN_CHHATTISGARH, '22'),
      await buyer({ gstin: GSTIN_GUJARAT, gst_scheme: 'composition' }, GSTIN_GUJARAT, '24'),
      await buyer({ gstin: GSTIN_KARNATAKA }, GSTIN_KARNATAKA, '29'),
      await buyer({ gstin: UIN_DELHI, address: 'Chanakyapuri, New Delhi' }, UIN_DELHI, '07'),
      await buyer({ name: 'Walk-in, Pune', state_code: '27' }, '', '27'),
    ];
    products = [];
    for (const gst_rate of [0, 5, 12, 18]) products.push(await createProduct(t.app, { gst_rate }));
    for (const supply_category of ['exempt', 'non_gst']) {
      products.push(await createProduct(t.app, { gst_rate: 0, supply_category }));
    }
  });
  afterAll(async () => t.close());

  const chosen = async (n: number) => {
    const { rows } = await sql<{ id: number }>`select id from invoices order by id`.execute(t.db);
    return rows.length ? Number(rows[n % rows.length]?.id) : undefined;
  };

  async function apply(step: Action): Promise<void> {
    if (step.kind === 'sell') {
      const customer = buyers[step.buyer] ?? buyers[0];
      const lines = step.lines.map((line) => ({
        product_id: products[line.product] as number,
        gst_rate: [0, 5, 12, 18, 0, 0][line.product] as number,
        rate: line.rate,
        // Some invoices above the B2CL limit (Rs 1,00,000) once an unregistered buyer is across the state.
        quantity: line.big ? 60 : 1,
        price_basis: 'rate' as const,
      }));
      const date = `${MONTHS[step.month]}-${String(step.day).padStart(2, '0')}`;
      const answer = await postInvoice(t.app, invoicePayload(customer?.id ?? 0, lines, { date }));
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return;
    }
    if (step.kind === 'product') {
      await sql`update products set hsn_code = ${step.hsn}, unit = ${step.unit}
        where id = ${products[step.product]}`.execute(t.db);
      return;
    }
    const id = await chosen(step.pick);
    if (id === undefined) return;
    if (step.kind === 'cancel') {
      await call(t.app, 'PUT', `/api/invoices/${id}/status`, { status: 'Cancelled' });
    } else if (step.kind === 'restore') {
      await sql`update invoices set status = 'Unpaid' where id = ${id} and status = 'Cancelled'`.execute(
        t.db,
      );
    } else if (step.kind === 'note') {
      const { rows } = await sql<{
        id: number;
        date: string;
        subtotal: number;
      }>`select l.id, i.date, l.subtotal
        from invoice_items l join invoices i on i.id = l.invoice_id where l.invoice_id = ${id}
        order by l.id limit 1`.execute(t.db);
      const line = rows[0];
      if (!line || Number(line.subtotal) < 200) return;
      // Refused for a cancelled invoice: then nothing changes.
      await call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: id,
        note_date: line.date,
        kind: 'value',
        reason: 'Rate agreed lower',
        lines: [{ invoice_item_id: Number(line.id), taxable_value: 1 }],
      });
    } else if (step.kind === 'bill-of-supply') {
      // As if issued before the shop had a GSTIN: its seller snapshot has none.
      await sql`update invoices set seller_snapshot = ${JSON.stringify({ name: 'Shop', gstin: '' })}
        where id = ${id}`.execute(t.db);
    } else if (step.kind === 'drop-line') {
      await sql`delete from invoice_items where id = (select min(id) from invoice_items l where invoice_id = ${id}
        and not exists (select 1 from sales_note_items n where n.invoice_item_id = l.id))`.execute(t.db);
    } else if (step.kind === 'move-date') {
      const date = `${MONTHS[step.month]}-${String(step.day).padStart(2, '0')}`;
      await sql`update invoices set date = ${date} where id = ${id}`.execute(t.db);
    } else if (step.kind === 'rebuyer') {
      const buyer = buyers[step.buyer] ?? buyers[0];
      const supply = buyer?.state === '22' ? 'intra' : 'inter';
      await sql`update invoices set customer_id = ${buyer?.id}, customer_gstin = ${buyer?.gstin || null},
        place_of_supply = ${buyer?.state}, supply_type = ${supply} where id = ${id}`.execute(t.db);
    } else if (step.kind === 'gstin') {
      await sql`update invoices set customer_gstin = ${step.gstin} where id = ${id}`.execute(t.db);
    } else if (step.kind === 'place') {
      await sql`update invoices set place_of_supply = ${step.place} where id = ${id}`.execute(t.db);
    } else if (step.kind === 'renumber') {
      await sql`update invoices set invoice_number = ${step.number} where id = ${id}`.execute(t.db);
    } else if (step.kind === 'line-amount') {
      await sql`update invoice_items set subtotal = subtotal + ${step.by}, cgst_amount = cgst_amount + ${step.by}
        where id = (select max(id) from invoice_items where invoice_id = ${id})`.execute(t.db);
    }
  }

  /** Which sections and checks the runs reached, so that a run that never made one is seen. */
  const reached = new Set<string>();
  /** Which nil table columns the runs filled, and whether a month held a bill of supply. */
  const reachedToo = new Set<string>();

  async function expectSamePreviews() {
    const ctx = systemContext(t.db);
    for (const month of MONTHS) {
      const period = `${month.slice(5)}${month.slice(0, 4)}`;
      const preview = await previewGstr1(ctx, period);
      expect(JSON.stringify(preview), period).toBe(
        JSON.stringify(await previewGstr1OverDocuments(ctx, period)),
      );
      const { gstr1, problems } = preview;
      for (const key of ['b2b', 'b2cl', 'b2cs', 'cdnr'] as const) if (gstr1[key].length > 0) reached.add(key);
      if (gstr1.nil.inv.some((row) => row.nil_amt !== 0)) reached.add('nil');
      if (gstr1.nil.inv.some((row) => row.expt_amt !== 0)) reachedToo.add('exempt');
      if (gstr1.nil.inv.some((row) => row.ngsup_amt !== 0)) reachedToo.add('non-GST');
      const { rows: bills } = await sql<{ n: number }>`select count(*) as n from invoices
        where date like ${`${month}-%`} and seller_snapshot like '%"gstin":""%'`.execute(t.db);
      if (Number(bills[0]?.n) > 0) reachedToo.add('bill of supply');
      if ((gstr1.doc_issue.doc_det[0]?.docs.length ?? 0) > 1) reached.add('series');
      for (const problem of problems)
        reached.add(problem.record?.kind === 'product' ? 'product' : 'problems');
    }
  }

  it('is the same text as GSTR-1 over every invoice, after random sales, notes and changes by SQL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 16 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectSamePreviews();
      }),
      { numRuns: 8, seed: 20261128 },
    );
    expect([...reached].sort()).toEqual([
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'nil',
      'problems',
      'product',
      'series',
    ]);
    expect([...reachedToo].sort()).toEqual(['bill of supply', 'exempt', 'non-GST']);
  });
});
