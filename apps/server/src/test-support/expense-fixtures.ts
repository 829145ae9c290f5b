// The expense the API tests start from: an electricity bill paid by UPI, with GST on it.
export function expenseInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    date: '2026-04-05',
    category: 'Electricity',
    payee: 'CSPDCL Raipur',
    amount: 4720,
    gst_amount: 720,
    mode: 'UPI',
    reference: 'UTR 412345678901',
    note: 'Shop meter, March bill',
    ...overrides,
  };
}
