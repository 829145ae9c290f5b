// The Enter key moves through the invoice form the way a billing clerk works: number, customer,
// then each line's product, quantity, discount (and rate on a trade-rate line), then the next
// line, adding one at the end. Fields carry their flow name in a data-flow attribute.

export type FlowField = string;

export const FLOW = {
  date: 'date',
  number: 'invoice_number',
  customer: 'customer',
  product: (index: number) => `items.${index}.product`,
  quantity: (index: number) => `items.${index}.quantity`,
  free_quantity: (index: number) => `items.${index}.free_quantity`,
  discount: (index: number) => `items.${index}.discount`,
  rate: (index: number) => `items.${index}.rate`,
} as const;

/** What the form needs to know about a line to route the cursor; openPrice: its rate is typed. */
export type FlowRow = { hasProduct: boolean; openPrice: boolean };

/** Where Enter goes next; 'add-row' means a new line is added and its product box focused. */
export type FlowTarget = { field: FlowField } | { addRow: true };

const ITEM_FIELD = /^items\.(\d+)\.(\w+)$/;

/** The line a flow field belongs to, or null for a header field. */
export function rowOfField(field: string): number | null {
  const match = ITEM_FIELD.exec(field);
  return match ? Number(match[1]) : null;
}

export function nextFlowTarget(field: FlowField, rows: readonly FlowRow[]): FlowTarget | null {
  if (field === FLOW.date) return { field: FLOW.number };
  if (field === FLOW.number) return { field: FLOW.customer };
  if (field === FLOW.customer) return { field: FLOW.product(0) };
  const match = ITEM_FIELD.exec(field);
  if (!match) return null;
  const index = Number(match[1]);
  const row = rows[index];
  if (!row) return null;
  const afterRow = (): FlowTarget => {
    if (index + 1 < rows.length) return { field: FLOW.product(index + 1) };
    // A line without a product is unfinished: go back to it rather than add another.
    return row.hasProduct ? { addRow: true } : { field: FLOW.product(index) };
  };
  switch (match[2]) {
    case 'product':
      return { field: FLOW.quantity(index) };
    case 'quantity':
      return { field: FLOW.discount(index) };
    case 'discount':
      return row.openPrice ? { field: FLOW.rate(index) } : afterRow();
    case 'rate':
      return afterRow();
    default:
      return null;
  }
}

/** Puts the cursor in a flow field and selects its text, so typing replaces the default. */
export function focusFlowField(container: HTMLElement | null, field: FlowField): boolean {
  const element = container?.querySelector<HTMLInputElement>(`[data-flow="${field}"]`);
  if (!element) return false;
  element.focus();
  element.select();
  return true;
}
