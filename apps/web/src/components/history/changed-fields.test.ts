import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('lists the fields that differ, in words, leaving timestamps out', () => {
    expect(
      changedFields(
        { bank_account_number: '111', name: 'Shop', updated_at: 'a' },
        { bank_account_number: '222', name: 'Shop', updated_at: 'b' },
      ),
    ).toEqual([{ field: 'Bank account number', before: '111', after: '222' }]);
  });
  it('shows a create as every field from nothing', () => {
    expect(changedFields(null, { name: 'Soaps' })).toEqual([{ field: 'Name', before: '—', after: 'Soaps' }]);
  });
  it("shows each changed line's fields before and after, not only that the lines changed", () => {
    const soap = { name: 'Soap', hsn_code: '3401' };
    expect(
      changedFields(
        {
          items: [
            { id: 1, product: soap, quantity: 120, rate: 22, amount: 2640 },
            { id: 2, product: { name: 'Oil' }, quantity: 5, rate: 10, amount: 50 },
          ],
        },
        {
          items: [
            { id: 3, product: soap, quantity: 100, rate: 22, amount: 2200 },
            { id: 4, product: { name: 'Oil' }, quantity: 5, rate: 10, amount: 50 },
            { id: 5, product: { name: 'Tea' }, quantity: 1, rate: 3, amount: 3 },
          ],
        },
      ),
    ).toEqual([
      {
        field: 'Items, line 1 (Soap)',
        before: 'quantity 120, amount 2640',
        after: 'quantity 100, amount 2200',
      },
      { field: 'Items, line 3 (Tea)', before: '—', after: 'product Tea, quantity 1, rate 3, amount 3' },
    ]);
  });
});
