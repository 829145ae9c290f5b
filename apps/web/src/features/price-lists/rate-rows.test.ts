import { priceLevelInputSchema } from '@bahi/domain/schemas';
import { describe, expect, it } from 'vitest';
import { addRateRow, removeRateRow, setRowRate, toRateRows, toRatesBody } from './rate-rows';

const products = [
  { id: 1, name: 'Tata Salt 1 kg' },
  { id: 2, name: 'Amul Butter 500 g' },
];

describe('rate rows', () => {
  it("reads a level's rates in product name order and adds a product once, at its own rate", () => {
    const rows = toRateRows(
      [
        { product_id: 1, rate: 24.5 },
        { product_id: 2, rate: 250 },
      ],
      products,
    );
    expect(rows).toEqual([
      { product_id: 2, rate: '250' },
      { product_id: 1, rate: '24.5' },
    ]);
    expect(addRateRow(rows, 1, 30)).toEqual(rows);
    expect(addRateRow([], 1, 26.67)).toEqual([{ product_id: 1, rate: '26.67' }]);
    expect(addRateRow([], 1, null)).toEqual([{ product_id: 1, rate: '' }]);
  });

  it('sends the rates as typed, and the shared schema names the bad one', () => {
    let rows = addRateRow(addRateRow([], 1, 26), 2, 250);
    rows = setRowRate(rows, 1, ' 0 ');
    const parsed = priceLevelInputSchema.safeParse({ name: 'Retailer', rates: toRatesBody(rows) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rates.0.rate', 'Rate must be more than 0'],
    ]);
    expect(toRatesBody(removeRateRow(rows, 1))).toEqual([{ product_id: 2, rate: '250' }]);
  });
});
