import { milliToQuantity } from '../quantity';
import { stateName } from '../states';
import { TALLY_LEDGER_GROUPS, TALLY_LEDGER_ROLES, type TallyMapping } from './tally-ledgers';
import { TALLY_VOUCHER_TYPES, type TallyBill, type TallyVoucher } from './tally-vouchers';

// Tally's XML import envelope: ENVELOPE > HEADER (Import Data) > BODY > IMPORTDATA > REQUESTDESC
// (REPORTNAME "All Masters" or "Vouchers", the company) > REQUESTDATA > TALLYMESSAGE per record.
// Tally reads a debit as ISDEEMEDPOSITIVE Yes with a negative AMOUNT, a credit as No with a
// positive one. Only the few master tags every Tally release takes are written.

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

/** Paise as Tally writes money: two decimals, a minus for a debit. */
export function tallyAmount(debit: number): string {
  const amount = -debit;
  const whole = Math.abs(amount);
  const text = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return amount < 0 ? `-${text}` : text;
}

const tallyDate = (iso: string) => iso.replaceAll('-', '');
const yesNo = (debit: number) => (debit > 0 ? 'Yes' : 'No');

function envelope(report: 'All Masters' | 'Vouchers', company: string, messages: string[]): string {
  const company_ = company.trim() ? tag('SVCURRENTCOMPANY', company.trim()) : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    '<BODY><IMPORTDATA>',
    `<REQUESTDESC>${tag('REPORTNAME', report)}<STATICVARIABLES>${company_}</STATICVARIABLES></REQUESTDESC>`,
    '<REQUESTDATA>',
    ...messages.map((message) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">${message}</TALLYMESSAGE>`),
    '</REQUESTDATA>',
    '</IMPORTDATA></BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}

function billXml(bill: TallyBill): string {
  return `<BILLALLOCATIONS.LIST>${tag('NAME', bill.name)}${tag('BILLTYPE', bill.type)}${tag(
    'AMOUNT',
    tallyAmount(bill.debit),
  )}</BILLALLOCATIONS.LIST>`;
}

function voucherXml(voucher: TallyVoucher): string {
  const type = TALLY_VOUCHER_TYPES[voucher.kind];
  const itemView = voucher.items.length > 0;
  const entryTag = itemView ? 'LEDGERENTRIES.LIST' : 'ALLLEDGERENTRIES.LIST';
  const items = voucher.items.map((item) => {
    const quantity = `${milliToQuantity(item.quantityMilli)} ${item.unit}`;
    return [
      '<ALLINVENTORYENTRIES.LIST>',
      tag('STOCKITEMNAME', item.stockItem),
      tag('ISDEEMEDPOSITIVE', yesNo(item.debit)),
      tag('RATE', `${tallyAmount(-item.rate)}/${item.unit}`),
      tag('ACTUALQTY', quantity),
      tag('BILLEDQTY', quantity),
      tag('AMOUNT', tallyAmount(item.debit)),
      '<ACCOUNTINGALLOCATIONS.LIST>',
      tag('LEDGERNAME', item.ledger),
      tag('ISDEEMEDPOSITIVE', yesNo(item.debit)),
      tag('AMOUNT', tallyAmount(item.debit)),
      '</ACCOUNTINGALLOCATIONS.LIST>',
      '</ALLINVENTORYENTRIES.LIST>',
    ].join('');
  });
  const entries = voucher.entries.map(
    (entry) =>
      `<${entryTag}>${tag('LEDGERNAME', entry.ledger)}${tag('ISDEEMEDPOSITIVE', yesNo(entry.debit))}${tag(
        'AMOUNT',
        tallyAmount(entry.debit),
      )}${(entry.bills ?? []).map(billXml).join('')}</${entryTag}>`,
  );
  return [
    `<VOUCHER VCHTYPE="${escapeXml(type)}" ACTION="Create">`,
    tag('DATE', tallyDate(voucher.date)),
    tag('VOUCHERTYPENAME', type),
    tag('VOUCHERNUMBER', voucher.number),
    voucher.reference ? tag('REFERENCE', voucher.reference) : '',
    tag('PARTYLEDGERNAME', voucher.party),
    tag('PERSISTEDVIEW', itemView ? 'Invoice Voucher View' : 'Accounting Voucher View'),
    tag('ISINVOICE', itemView ? 'Yes' : 'No'),
    tag('NARRATION', voucher.narration),
    ...entries,
    ...items,
    '</VOUCHER>',
  ].join('');
}

export function tallyVouchersXml(company: string, vouchers: readonly TallyVoucher[]): string {
  return envelope('Vouchers', company, vouchers.map(voucherXml));
}

export type TallyPartyMaster = {
  name: string;
  group: 'Sundry Debtors' | 'Sundry Creditors';
  gstin: string | null;
  stateCode: string | null;
  address: string | null;
};

export type TallyStockMaster = { name: string; unit: string; hsn: string; rateBp: number };

function ledgerXml(name: string, parent: string, extra = ''): string {
  return `<LEDGER NAME="${escapeXml(name)}" ACTION="Create">${tag('NAME', name)}${tag('PARENT', parent)}${extra}</LEDGER>`;
}

function partyXml(party: TallyPartyMaster): string {
  const state = party.stateCode ?? (party.gstin ? party.gstin.slice(0, 2) : null);
  const address = party.address?.trim()
    ? `<ADDRESS.LIST TYPE="String">${party.address
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line) => tag('ADDRESS', line.trim()))
        .join('')}</ADDRESS.LIST>`
    : '';
  return ledgerXml(
    party.name,
    party.group,
    [
      tag('ISBILLWISEON', 'Yes'),
      address,
      tag('COUNTRYNAME', 'India'),
      state && stateName(state) ? tag('LEDSTATENAME', stateName(state) ?? '') : '',
      tag('GSTREGISTRATIONTYPE', party.gstin ? 'Regular' : 'Unregistered'),
      party.gstin ? tag('PARTYGSTIN', party.gstin) : '',
    ].join(''),
  );
}

/** Percent text from basis points: 1800 → "18", 250 → "2.5". */
const percent = (bp: number) => String(bp / 100);

function stockItemXml(item: TallyStockMaster): string {
  const head = (name: string, bp: number) =>
    `<RATEDETAILS.LIST>${tag('GSTRATEDUTYHEAD', name)}${tag('GSTRATE', percent(bp))}</RATEDETAILS.LIST>`;
  return [
    `<STOCKITEM NAME="${escapeXml(item.name)}" ACTION="Create">`,
    tag('NAME', item.name),
    tag('BASEUNITS', item.unit),
    tag('GSTAPPLICABLE', 'Applicable'),
    '<GSTDETAILS.LIST>',
    tag('APPLICABLEFROM', '20170701'),
    tag('HSNCODE', item.hsn),
    tag('TAXABILITY', item.rateBp > 0 ? 'Taxable' : 'Nil Rated'),
    '<STATEWISEDETAILS.LIST>',
    tag('STATENAME', 'Any'),
    head('IGST', item.rateBp),
    head('CGST', item.rateBp / 2),
    head('SGST/UTGST', item.rateBp / 2),
    '</STATEWISEDETAILS.LIST>',
    '</GSTDETAILS.LIST>',
    '</STOCKITEM>',
  ].join('');
}

/** Units first, then the mapped and expense ledgers, parties and stock items that refer to them. */
export function tallyMastersXml(
  mapping: TallyMapping,
  expenseLedgers: readonly string[],
  parties: readonly TallyPartyMaster[],
  stockItems: readonly TallyStockMaster[],
): string {
  const units = [...new Set(stockItems.map((item) => item.unit))].sort();
  const messages = [
    ...units.map(
      (unit) =>
        `<UNIT NAME="${escapeXml(unit)}" ACTION="Create">${tag('NAME', unit)}${tag('ISSIMPLEUNIT', 'Yes')}</UNIT>`,
    ),
    ...[...new Map(TALLY_LEDGER_ROLES.map((role) => [mapping.ledgers[role], role])).entries()].map(
      ([name, role]) => ledgerXml(name, TALLY_LEDGER_GROUPS[role]),
    ),
    ...expenseLedgers.map((name) => ledgerXml(name, 'Indirect Expenses')),
    ...parties.map(partyXml),
    ...stockItems.map(stockItemXml),
  ];
  return envelope('All Masters', mapping.company, messages);
}
