import { Table } from '@mantine/core';

// The product's HSN code, MRP and GST rate sit under its name, and the line's GST rate under its
// tax: eleven columns used to need 1,130 px and scrolled sideways on a 1366 px laptop.
const HEADERS: { label: string; align?: 'right'; width?: number }[] = [
  { label: '#', width: 32 },
  { label: 'Product' },
  { label: 'Qty', width: 116 },
  { label: 'Disc. %', width: 68 },
  { label: 'Price basis', width: 136 },
  { label: 'Rate', align: 'right', width: 112 },
  { label: 'Amount', align: 'right', width: 112 },
  { label: 'Tax', align: 'right', width: 104 },
  { label: '', width: 36 },
];

/**
 * Keeps a focused line clear of the sticky bars when the cursor moves into it: the drawer's
 * title above, the totals strip and the Save bar below.
 */
export const LINE_INPUT_STYLES = { input: { scrollMarginTop: 72, scrollMarginBottom: 176 } };

/**
 * Below this width (a phone) the lines scroll sideways rather than squeeze the product box; the
 * drawer on a 1366 px laptop is wider than this, so there the lines never scroll.
 */
export const LINES_MIN_WIDTH = 960;

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
