import type { OpenDocument } from '@bahi/domain/schemas';
import { receiptInputSchema } from '@bahi/domain/schemas';
import { describe, expect, it, vi } from 'vitest';
import { issuesToFormErrors } from '../../components/form/form-errors';
import { RECEIPT_TEXT } from '../../lib/voucher-kinds';
import {
  emptyVoucherForm,
  oldestFirstLines,
  placeVoucherErrors,
  toVoucherPayload,
} from './voucher-form-values';

const documents: OpenDocument[] = [
  {
    kind: 'document',
    id: 7,
    number: 'INV/1',
    date: '2025-06-01',
    due_date: null,
    grand_total: 100,
    settled: 0,
    balance: 100,
  },
  {
    kind: 'document',
    id: 9,
    number: 'INV/2',
    date: '2025-06-02',
    due_date: null,
    grand_total: 0.3,
    settled: 0.1,
    balance: 0.2,
  },
];

describe('voucher form values', () => {
  it("dates a new voucher on the shop's day (India's), whatever the machine's time zone", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date('2027-03-31T18:00:00Z')); // 23:30 IST
      expect(emptyVoucherForm(3).date).toBe('2027-03-31');
      vi.setSystemTime(new Date('2027-03-31T18:30:00Z')); // 00:00 IST on 1 April
      expect(emptyVoucherForm(3).date).toBe('2027-04-01');
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes a blank amount the exact sum of the ticked lines', () => {
    const state = {
      ...emptyVoucherForm(3),
      amount: '',
      lines: { 7: { amount: '0.1' }, 9: { amount: '0.2' } },
    };
    const { payload, documentIds } = toVoucherPayload(RECEIPT_TEXT, state, documents);
    expect(payload).toMatchObject({
      customer_id: 3,
      amount: '0.30',
      allocations: [
        { invoice_id: 7, amount: '0.1' },
        { invoice_id: 9, amount: '0.2' },
      ],
    });
    expect(documentIds).toEqual(['7', '9']);
    expect(receiptInputSchema.safeParse(payload).success).toBe(true);
  });

  it('spreads the amount over the oldest bills first, opening bills included', () => {
    const bills: OpenDocument[] = [
      {
        kind: 'opening_bill',
        id: 7,
        number: 'OLD/1',
        date: '2026-09-15',
        due_date: null,
        grand_total: 12000,
        settled: 0,
        balance: 12000,
      },
      {
        kind: 'opening_bill',
        id: 8,
        number: 'OLD/2',
        date: '2026-10-02',
        due_date: null,
        grand_total: 8500,
        settled: 0,
        balance: 8500,
      },
      {
        kind: 'document',
        id: 7,
        number: 'INV/1',
        date: '2026-11-05',
        due_date: null,
        grand_total: 5900,
        settled: 0,
        balance: 5900,
      },
    ];
    const lines = oldestFirstLines('15000', bills);
    expect(lines).toEqual({ o7: { amount: '12000.00' }, o8: { amount: '3000.00' } });
    const { payload } = toVoucherPayload(
      RECEIPT_TEXT,
      { ...emptyVoucherForm(3), amount: '15000', lines },
      bills,
    );
    expect(payload).toMatchObject({
      amount: '15000',
      allocations: [
        { opening_bill_id: 7, amount: '12000.00' },
        { opening_bill_id: 8, amount: '3000.00' },
      ],
    });
    expect(receiptInputSchema.safeParse(payload).success).toBe(true);
  });

  it('sends the typed amount on account when nothing is ticked', () => {
    const state = { ...emptyVoucherForm(3), amount: '250' };
    expect(toVoucherPayload(RECEIPT_TEXT, state, documents).payload).toMatchObject({
      amount: '250',
      allocations: [],
    });
  });

  it('puts a line’s message on its row, whatever its position among the ticked ones', () => {
    const state = { ...emptyVoucherForm(3), lines: { 9: { amount: '0' } } };
    const { payload, documentIds } = toVoucherPayload(RECEIPT_TEXT, state, documents);
    const result = receiptInputSchema.safeParse(payload);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(placeVoucherErrors(issuesToFormErrors(result.error.issues), documentIds)).toMatchObject({
      'line.9': 'Amount must be more than 0',
    });
  });
});
