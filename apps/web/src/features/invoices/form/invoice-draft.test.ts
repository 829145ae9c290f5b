import { describe, expect, it } from 'vitest';
import { dropDraft, keepDraft, readDraft } from './invoice-draft';
import { emptyRow, newInvoiceValues } from './invoice-form-values';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('invoice drafts', () => {
  it('keeps a started invoice and gives it back as typed', () => {
    const storage = memoryStorage();
    const values = {
      ...newInvoiceValues('2025-06-15'),
      customerId: 3,
      rows: [{ ...emptyRow(0), quantity: '2.5' }],
    };
    keepDraft(values, storage);
    expect(readDraft(storage)?.values).toEqual(values);
    dropDraft(storage);
    expect(readDraft(storage)).toBeNull();
  });

  it('keeps nothing for an untouched form', () => {
    const storage = memoryStorage();
    keepDraft(newInvoiceValues('2025-06-15'), storage);
    expect(readDraft(storage)).toBeNull();
  });
});
