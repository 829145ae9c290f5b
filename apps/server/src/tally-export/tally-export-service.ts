import {
  resolveReportRange,
  rupees,
  summarizeTallyVouchers,
  TALLY_LEDGER_ROLES,
  tallyMastersXml,
  tallyPartyNames,
  tallyVouchersXml,
} from '@bahi/domain';
import { EXPENSE_CATEGORIES, type ReportQuery, type TallySummary } from '@bahi/domain/schemas';
import type { FileAnswer } from '../core/http/api-router';
import type { RequestContext } from '../core/http/request-context';
import { findAllCustomers, findAllProducts, findAllSuppliers } from './tally-masters-repository';
import { getTallySettings, mappingOf } from './tally-settings-service';
import { periodTallyVouchers, type TallyNames } from './tally-vouchers-service';

// The export to Tally: the masters file, the vouchers file of a period and the summary of both.

async function exportGround(ctx: RequestContext) {
  const { db } = ctx;
  const [settings, customers, suppliers, products] = await Promise.all([
    getTallySettings(ctx),
    findAllCustomers(db),
    findAllSuppliers(db),
    findAllProducts(db),
  ]);
  const mapping = mappingOf(settings);
  const expenseLedgers = [
    ...new Set(EXPENSE_CATEGORIES.map((category) => settings.expense_ledgers[category])),
  ];
  const reserved = [...TALLY_LEDGER_ROLES.map((role) => mapping.ledgers[role]), ...expenseLedgers];
  const names: TallyNames = {
    parties: tallyPartyNames(customers, suppliers, reserved),
    products: new Map(products.map((product) => [Number(product.id), product.name.trim()])),
  };
  return { mapping, expenseLedgers, customers, suppliers, products, names };
}

export async function tallyMastersFile(ctx: RequestContext): Promise<FileAnswer> {
  const { mapping, expenseLedgers, customers, suppliers, products, names } = await exportGround(ctx);
  const party = (kind: 'customer' | 'supplier') => (row: (typeof customers)[number]) => ({
    name: names.parties.get(`${kind}:${Number(row.id)}`) ?? row.name,
    group: kind === 'customer' ? ('Sundry Debtors' as const) : ('Sundry Creditors' as const),
    gstin: row.gstin || null,
    stateCode: row.state_code || null,
    address: row.address,
  });
  const xml = tallyMastersXml(
    mapping,
    expenseLedgers,
    [...customers.map(party('customer')), ...suppliers.map(party('supplier'))],
    products.map((product) => ({
      name: product.name.trim(),
      unit: product.unit,
      hsn: product.hsn_code,
      rateBp: Number(product.rate_bp),
    })),
  );
  return { file: Buffer.from(xml, 'utf8'), fileName: 'Tally_masters.xml' };
}

export async function tallyVouchersFile(ctx: RequestContext, query: ReportQuery): Promise<FileAnswer> {
  const range = resolveReportRange(query);
  const { mapping, names } = await exportGround(ctx);
  const vouchers = await periodTallyVouchers(ctx.db, range, names, mapping);
  return {
    file: Buffer.from(tallyVouchersXml(mapping.company, vouchers), 'utf8'),
    fileName: `Tally_vouchers_${range.from}_${range.to}.xml`,
  };
}

export async function tallyExportSummary(ctx: RequestContext, query: ReportQuery): Promise<TallySummary> {
  const range = resolveReportRange(query);
  const { mapping, names, customers, suppliers, products } = await exportGround(ctx);
  const summary = summarizeTallyVouchers(await periodTallyVouchers(ctx.db, range, names, mapping));
  return {
    ...range,
    masters: { customers: customers.length, suppliers: suppliers.length, stock_items: products.length },
    vouchers: summary.kinds.map((row) => ({ ...row, value: rupees(row.value) })),
    ledgers: summary.ledgers.map((row) => ({ ...row, debit: rupees(row.debit), credit: rupees(row.credit) })),
  };
}
