import type { HsnSummary } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { hsnSummary } from './report-definitions';

const amounts = {
  total_value: 0,
  total_tax: 0,
  integrated_tax: 0,
  central_tax: 0,
  state_tax: 0,
  cess: 0,
  total_amount: 0,
};

function report(totals: Pick<HsnSummary['totals'], 'total_qty' | 'quantity_by_unit'>): HsnSummary {
  return { from: '2025-06-01', to: '2025-06-30', data: [], totals: { ...amounts, ...totals } };
}

describe('HSN summary totals row', () => {
  it('shows one quantity when every row has one unit', () => {
    const row = hsnSummary.totals(
      report({ total_qty: 12.5, quantity_by_unit: [{ uqc: 'KGS', total_qty: 12.5 }] }),
    );
    expect(row[4]).toBe('12.5');
  });

  it('never adds different units: 200 PCS and 15 BAG stay apart', () => {
    const row = hsnSummary.totals(
      report({
        total_qty: null,
        quantity_by_unit: [
          { uqc: 'BAG', total_qty: 15 },
          { uqc: 'PCS', total_qty: 200 },
        ],
      }),
    );
    expect(row[4]).toBe('15 BAG, 200 PCS');
  });
});
