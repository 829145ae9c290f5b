import { invoiceDetailSchema, purchaseDetailSchema } from '@bahi/domain/schemas';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../test-support/api-calls';
import {
  createCustomer,
  createProduct,
  createSupplier,
  invoicePayload,
  postInvoice,
} from '../test-support/document-fixtures';
import { expenseInput } from '../test-support/expense-fixtures';
import { createTestApp, type TestApp } from '../test-support/test-app';
import type { DocumentKind } from './document-kind';
import { documentTablesInWipeOrder, stockSourceTypes } from './document-kind-lists';
import { DOCUMENT_KINDS } from './document-kinds';

// Every declared kind of document, walked through what is derived from its declaration: one of
// each is made through the API (or, for a record the API only makes from a mail server's answer,
// written as such a record), its party cannot be deleted and the refusal names it, the edit log
// holds it, the full export has its tables, and wiping the sample shop leaves none of it.

/** Tables that are not documents and that a wipe keeps: the shop's set-up, users and the log. */
const KEPT_BY_WIPE = new Set([
  'gst_rates',
  'settings',
  'settings_images',
  'users',
  'sessions',
  'sign_in_attempts',
  'api_tokens',
  'auth_settings',
  'audit_log',
  'idempotency_keys',
  'backup_schedule',
  'return_settings',
  'return_filings',
  'email_settings',
  'e_document_settings',
  'tally_settings',
  'document_kinds',
]);

const saved = z.object({ id: z.number() }).loose();

describe('document kinds', () => {
  let t: TestApp;
  let customer: number;
  let supplier: number;

  /** Checks the answer made one of the kind; answers the new record's id where it has one. */
  function ok(answer: { status: number; body: unknown }, kind: string): number {
    expect(answer.status, `${kind}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    return saved.safeParse(answer.body).data?.id ?? 0;
  }

  beforeAll(async () => {
    t = await createTestApp();
    customer = await createCustomer(t.app, { name: 'Every Kind Traders' });
    supplier = await createSupplier(t.app, { name: 'Every Kind Supplies' });
    const product = await createProduct(t.app, { gst_rate: 18, opening_stock: 50 });
    const booksStart = await call(t.app, 'PUT', '/api/settings/books-start', {
      books_start_date: '2025-04-01',
    });
    expect(booksStart.status, JSON.stringify(booksStart.body)).toBe(200);
    for (const [side, id] of [
      ['customers', customer],
      ['suppliers', supplier],
    ] as const) {
      ok(
        await call(t.app, 'POST', `/api/${side}/${id}/opening-balances`, {
          number: 'OLD/1',
          date: '2025-03-15',
          amount: 12000,
        }),
        'opening_bill',
      );
    }

    const invoiceAnswer = await postInvoice(
      t.app,
      invoicePayload(
        customer,
        [{ product_id: product, price_basis: 'rate', rate: 100, gst_rate: 18, quantity: 10 }],
        { date: '2025-07-01', received_now: { amount: 1180, mode: 'cash' } },
      ),
    );
    const invoice = invoiceDetailSchema.parse(invoiceAnswer.body);
    ok(invoiceAnswer, 'invoice');
    const invoiceLine = invoice.items[0]?.id;
    ok(
      await call(t.app, 'POST', '/api/credit-notes', {
        invoice_id: invoice.id,
        note_date: '2025-07-05',
        kind: 'return',
        reason: 'Two came back',
        lines: [{ invoice_item_id: invoiceLine, quantity: 2 }],
      }),
      'credit_note',
    );
    ok(
      await call(t.app, 'POST', '/api/debit-notes', {
        invoice_id: invoice.id,
        note_date: '2025-07-06',
        reason: 'Rate corrected',
        lines: [{ invoice_item_id: invoiceLine, taxable_value: 50 }],
      }),
      'debit_note',
    );
    ok(
      await call(t.app, 'POST', `/api/invoices/${invoice.id}/refunds`, {
        date: '2025-07-10',
        amount: 100,
        mode: 'upi',
        reference: 'UPI-REF-9',
      }),
      'refund',
    );

    const purchaseId = ok(
      await call(t.app, 'POST', '/api/admin/add-purchases', {
        supplier_id: supplier,
        invoice_number: 'EK-1',
        purchase_date: '2025-08-01',
        items: [{ product_id: product, quantity: 10, amount: 1000, gst_rate: 18 }],
      }),
      'purchase',
    );
    const purchase = purchaseDetailSchema.parse(
      (await call(t.app, 'GET', `/api/admin/purchases/${purchaseId}`)).body,
    );
    ok(
      await call(t.app, 'POST', '/api/payments', {
        date: '2025-08-02',
        supplier_id: supplier,
        amount: 1180,
        mode: 'bank_transfer',
        allocations: [{ purchase_id: purchaseId, amount: 1180 }],
      }),
      'payment',
    );
    ok(
      await call(t.app, 'POST', '/api/purchase-returns', {
        purchase_id: purchaseId,
        return_date: '2025-08-03',
        reason: 'Dented',
        lines: [{ purchase_item_id: purchase.items[0]?.id, quantity: 2 }],
      }),
      'purchase_return',
    );
    ok(
      await call(t.app, 'POST', '/api/purchase-returns', {
        kind: 'value',
        purchase_id: purchaseId,
        return_date: '2025-08-03',
        reason: 'Rate difference',
        lines: [{ purchase_item_id: purchase.items[0]?.id, taxable_value: 50 }],
      }),
      'purchase_value_note',
    );
    ok(
      await call(t.app, 'POST', `/api/purchases/${purchaseId}/refunds`, {
        date: '2025-08-04',
        amount: 100,
        mode: 'upi',
        reference: 'UPI-REF-10',
      }),
      'refund',
    );

    ok(await call(t.app, 'POST', '/api/expenses', expenseInput()), 'expense');
    ok(
      await call(
        t.app,
        'POST',
        '/api/expenses',
        expenseInput({
          date: '2025-07-10',
          category: 'Transport',
          payee: 'Verma Roadways',
          amount: 10000,
          gst_amount: 0,
          gst_rate: 5,
        }),
      ),
      'self_invoice',
    );
    ok(
      await call(t.app, 'POST', `/api/invoices/${invoice.id}/eway-bill/number`, {
        ewb_number: '381012345678',
        ewb_date: new Date().toISOString(),
      }),
      'eway_bill',
    );
    const irp = await call(t.app, 'POST', '/api/e-invoices/import', {
      content: JSON.stringify({
        DocNo: invoice.invoice_number,
        Irn: 'a'.repeat(64),
        AckNo: '112510000000001',
        AckDt: '2025-07-01 10:15:00',
        SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
        Status: 'ACT',
      }),
    });
    expect(irp.status, JSON.stringify(irp.body)).toBe(200);
    // Sending needs a mail server; the record of a sent e-mail is what the wipe and export see.
    await sql`insert into invoice_emails (invoice_id, sent_to, subject, sent_at, user_name)
      values (${invoice.id}, 'buyer@example.com', 'Invoice', '2025-07-01T10:00:00Z', 'Test')`.execute(t.db);
  });
  afterAll(() => t.close());

  const countRows = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0]?.n,
    );

  it('declares each kind once, with a row in document_kinds and its stock source there', async () => {
    const names = DOCUMENT_KINDS.map((kind) => kind.kind);
    expect(new Set(names).size).toBe(names.length);
    const { rows } = await sql<{ kind: string }>`select kind from document_kinds order by kind`.execute(t.db);
    expect(rows.map((row) => row.kind)).toEqual([...names].sort());
    for (const source of stockSourceTypes()) expect(names).toContain(source);
    for (const kind of DOCUMENT_KINDS) {
      if (kind.corrects) expect(names).toContain(kind.corrects);
      for (const parent of kind.attachedTo) expect(names).toContain(parent);
    }
  });

  it('has one of every kind', async () => {
    for (const kind of DOCUMENT_KINDS) {
      const header = kind.tables.at(-1) ?? '';
      expect(await countRows(header), `${kind.kind}: ${header}`).toBeGreaterThan(0);
    }
  });

  it("refuses to delete each kind's party, naming the kind", async () => {
    const sides = [
      ['customers', customer],
      ['suppliers', supplier],
    ] as const;
    for (const [side, id] of sides) {
      const answer = await call(t.app, 'DELETE', `/api/${side}/${id}`);
      expect(answer.status).toBe(409);
      const message = JSON.stringify(answer.body);
      const named = (kind: DocumentKind) => kind.party[side] !== undefined;
      for (const kind of DOCUMENT_KINDS.filter(named))
        expect(message, kind.kind).toContain(kind.reference.singular);
    }
    // A record attached to a document stands and falls with it: its document's party is refused.
    for (const kind of DOCUMENT_KINDS.filter((k) => k.attachedTo.length > 0)) {
      expect(Object.keys(kind.party), kind.kind).toEqual([]);
    }
  });

  it('finds every kind in the edit log', async () => {
    const { rows } = await sql<{ record_type: string }>`select distinct record_type from audit_log`.execute(
      t.db,
    );
    const logged = rows.map((row) => row.record_type);
    for (const kind of DOCUMENT_KINDS) {
      for (const recordType of kind.recordTypes) expect(logged, kind.kind).toContain(recordType);
    }
  });

  it("exports every kind's tables", async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/export' });
    expect(answer.statusCode).toBe(200);
    const files = Object.keys(unzipSync(new Uint8Array(answer.rawPayload)));
    for (const kind of DOCUMENT_KINDS) {
      expect(kind.exports.map((spec) => spec.table).sort(), kind.kind).toEqual([...kind.tables].sort());
      for (const spec of kind.exports) expect(files, kind.kind).toContain(spec.file);
    }
  });

  it('wipes the sample shop down to no document of any kind', async () => {
    await sql`update settings set demo = 1`.execute(t.db);
    const wiped = await call(t.app, 'DELETE', '/api/settings/demo');
    expect(wiped.status, JSON.stringify(wiped.body)).toBe(200);
    for (const table of documentTablesInWipeOrder()) expect(await countRows(table), table).toBe(0);
    const postgres = t.db.getExecutor().adapter.constructor.name.startsWith('Postgres');
    const { rows } = postgres
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db)
      : await sql<{ name: string }>`select name from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(t.db);
    const left = [];
    for (const { name } of rows) {
      // products_search*: SQLite's full-text index over products keeps its own shadow tables.
      if (KEPT_BY_WIPE.has(name) || /^(kysely_|products_search)/.test(name)) continue;
      if ((await countRows(name)) > 0) left.push(name);
    }
    expect(left).toEqual([]);
  });
});
