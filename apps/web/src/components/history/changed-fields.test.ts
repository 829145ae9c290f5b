import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('lists the fields that differ, in words, leaving timestamps out', () => {
    expect(
      changedFields(
        { bank_account_number: '111', name: 'Shop', updated_at: 'a', items: [1] },
        { bank_account_number: '222', name: 'Shop', updated_at: 'b', items: [1, 2] },
      ),
    ).toEqual([
      { field: 'Bank account number', before: '111', after: '222' },
      { field: 'Items', before: 'lines before', after: 'lines changed' },
    ]);
  });
  it('shows a create as every field from nothing', () => {
    expect(changedFields(null, { name: 'Soaps' })).toEqual([{ field: 'Name', before: '—', after: 'Soaps' }]);
  });
});
