import { describe, expect, it } from 'vitest';
import { emptyBalance, ledgerPeriod, runCreditLedger, setOffCredit } from './credit-ledger';
import { nextPeriod, periodsFromTo } from './return-period';

const heads = (cgst: number, sgst: number, igst = 0) => ({ cgst, sgst, igst });
const none = heads(0, 0);

describe('the electronic credit ledger (GSTR-3B 6.1)', () => {
  it('sets credit off in the order the law sets: IGST credit first, CGST never against SGST', () => {
    // Due: IGST 1,000, CGST 500, SGST 500. Credit: IGST 1,200, CGST 100, SGST 600.
    const { rows, left } = setOffCredit(heads(50_000, 50_000, 100_000), heads(10_000, 60_000, 120_000));
    expect(rows).toEqual([
      { head: 'igst', due: 100_000, paidByIgst: 100_000, paidByCgst: 0, paidBySgst: 0, cash: 0 },
      { head: 'cgst', due: 50_000, paidByIgst: 20_000, paidByCgst: 10_000, paidBySgst: 0, cash: 20_000 },
      { head: 'sgst', due: 50_000, paidByIgst: 0, paidByCgst: 0, paidBySgst: 50_000, cash: 0 },
    ]);
    // SGST credit cannot pay CGST: 100 is carried forward while 200 of CGST is paid in cash.
    expect(left).toEqual(heads(0, 10_000));
  });

  it('carries June 60/60 of spare credit into July: July pays 42/42 in cash, not 102/102', () => {
    const [june, july] = runCreditLedger(emptyBalance(), [
      // June: tax 40/40 on sales, credit 100/100 on purchases: 60/60 left over.
      {
        period: '062026',
        outputTax: heads(4_000, 4_000),
        itcAvailable: heads(10_000, 10_000),
        itcReversed: none,
      },
      // July: tax 150/150, credit 60/60, goods worth 12/12 of credit sent back.
      {
        period: '072026',
        outputTax: heads(15_000, 15_000),
        itcAvailable: heads(6_000, 6_000),
        itcReversed: heads(1_200, 1_200),
      },
    ]);
    expect(june?.cash).toEqual(none);
    expect(june?.closing.credit).toEqual(heads(6_000, 6_000));
    expect(july?.opening.credit).toEqual(heads(6_000, 6_000));
    expect(july?.itcNet).toEqual(heads(4_800, 4_800));
    expect(july?.cash).toEqual(heads(4_200, 4_200));
    expect(july?.closing.credit).toEqual(none);
  });

  it('takes a purchase return as a 4(B)(2) reversal, so the cash rises by it', () => {
    const month = ledgerPeriod(emptyBalance(), {
      period: '072026',
      outputTax: heads(15_000, 15_000),
      itcAvailable: heads(6_000, 6_000),
      itcReversed: heads(1_200, 1_200),
    });
    expect(month.itcAvailable).toEqual(heads(6_000, 6_000));
    expect(month.itcReversed).toEqual(heads(1_200, 1_200));
    expect(month.cash).toEqual(heads(10_200, 10_200));
  });

  it('reports no negative tax when notes outweigh supplies, and lowers the next tax due by it', () => {
    const [notesOnly, next] = runCreditLedger(emptyBalance(), [
      { period: '082026', outputTax: heads(-900, -900, -1_800), itcAvailable: none, itcReversed: none },
      { period: '092026', outputTax: heads(500, 2_000, 1_000), itcAvailable: none, itcReversed: none },
    ]);
    expect(notesOnly?.reportedTax).toEqual(none);
    expect(notesOnly?.due).toEqual(none);
    expect(notesOnly?.cash).toEqual(none);
    expect(notesOnly?.closing.negativeLiability).toEqual(heads(900, 900, 1_800));
    expect(next?.negativeLiabilityUsed).toEqual(heads(500, 900, 1_000));
    expect(next?.cash).toEqual(heads(0, 1_100, 0));
    expect(next?.closing.negativeLiability).toEqual(heads(400, 0, 800));
  });

  it('pays in cash a reversal larger than the credit on hand, never a negative credit', () => {
    const month = ledgerPeriod(
      { credit: heads(100, 100), negativeLiability: none },
      { period: '102026', outputTax: none, itcAvailable: none, itcReversed: heads(300, 300) },
    );
    expect(month.creditAvailable).toEqual(none);
    expect(month.reversalShortfall).toEqual(heads(200, 200));
    expect(month.cash).toEqual(heads(200, 200));
    expect(month.closing.credit).toEqual(none);
  });

  it('steps through monthly and quarterly periods across the year end', () => {
    expect(nextPeriod('122025', 'monthly')).toBe('012026');
    expect(nextPeriod('122025', 'quarterly')).toBe('032026');
    expect(periodsFromTo('112025', '022026', 'monthly')).toEqual(['112025', '122025', '012026', '022026']);
    expect(periodsFromTo('032026', '022026', 'monthly')).toEqual([]);
  });
});
