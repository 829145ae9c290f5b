import { Table } from '@mantine/core';

const HEADERS: { label: string; align?: 'right'; width?: number }[] = [
  { label: '#', width: 36 },
  { label: 'Product' },
  { label: 'HSN', width: 90 },
  { label: 'MRP', align: 'right', width: 100 },
  { label: 'Qty', width: 80 },
  { label: 'Disc. %', width: 80 },
  { label: 'Basis', width: 90 },
  { label: 'Rate', align: 'right', width: 110 },
  { label: 'GST', align: 'right', width: 60 },
  { label: 'Amount', align: 'right', width: 120 },
  { label: 'Tax', align: 'right', width: 100 },
  { label: '', width: 40 },
];

/**
 * Keeps a focused line clear of the sticky bars when the cursor moves into it: the drawer's
 * title above, the totals strip and the Save bar below.
 */
export const LINE_INPUT_STYLES = { input: { scrollMarginTop: 72, scrollMarginBottom: 176 } };

/** Below this width the lines scroll sideways rather than squeeze the product box. */
export const LINES_MIN_WIDTH = 1130;

/** Column heads of the invoice form's lines (the form and the /productrow helper screen). */
export function InvoiceLinesHead() {
  return (
    <Table.Thead>
      <Table.Tr>
        {HEADERS.map((header) => (
          <Table.Th key={header.label || 'remove'} ta={header.align} w={header.width}>
            {header.label}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
