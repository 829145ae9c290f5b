import { describe, expect, it } from 'vitest';
import { dropDraft, keepDraft, readDraft } from '../../../components/drafts/draft-store';
import { INVOICE_DRAFT } from './invoice-draft';
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
  const started = {
    ...newInvoiceValues('2025-06-15'),
    customerId: 3,
    rows: [{ ...emptyRow(0), quantity: '2.5' }],
  };

  it('keeps a started invoice and gives it back as typed', () => {
    const storage = memoryStorage();
    keepDraft(INVOICE_DRAFT, started, null, storage);
    expect(readDraft(INVOICE_DRAFT, storage)).toMatchObject({ values: started, idempotencyKey: null });
    dropDraft(INVOICE_DRAFT, storage);
    expect(readDraft(INVOICE_DRAFT, storage)).toBeNull();
  });

  it('keeps the Idempotency-Key of a save already tried with the draft', () => {
    const storage = memoryStorage();
    keepDraft(INVOICE_DRAFT, started, 'a1b2c3', storage);
    expect(readDraft(INVOICE_DRAFT, storage)?.idempotencyKey).toBe('a1b2c3');
  });

  it('keeps nothing for an untouched form, and reads nothing of another shape', () => {
    const storage = memoryStorage();
    keepDraft(INVOICE_DRAFT, newInvoiceValues('2025-06-15'), null, storage);
    expect(readDraft(INVOICE_DRAFT, storage)).toBeNull();
    storage.setItem(INVOICE_DRAFT.storageKey, JSON.stringify({ values: { rows: 'x' } }));
    expect(readDraft(INVOICE_DRAFT, storage)).toBeNull();
  });
});
