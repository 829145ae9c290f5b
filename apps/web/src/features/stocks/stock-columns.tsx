import type { StockRow } from '@bahi/domain/schemas';
import { Badge, Group } from '@mantine/core';
import type { Column } from '../../components/data-list/list-table';

/** A quantity with its unit: '25 KGS'. */
function quantity(value: number, row: StockRow): string {
  return `${value} ${row.unit}`;
}

/** On hand, marked red at or below the reorder level: time to buy more. */
function OnHand({ row }: { row: StockRow }) {
  return (
    // On a narrow screen the badge goes above the number instead of being cut short.
    <Group gap={4} justify="flex-end" wrap="wrap" style={{ minWidth: 96 }}>
      {row.low_stock && (
        <Badge color="red" variant="filled" size="sm" style={{ flexShrink: 0 }}>
          Low stock
        </Badge>
      )}
      <span style={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{quantity(row.on_hand, row)}</span>
    </Group>
  );
}

// On hand comes right after the name: on a phone it is the figure in view without scrolling.
export const stockColumns: Column<StockRow>[] = [
  // A narrow screen squeezes the other columns before the name breaks into a word a line.
  { header: 'Product Name', render: (row) => <div style={{ minWidth: 140 }}>{row.product_name}</div> },
  { header: 'On Hand', render: (row) => <OnHand row={row} />, align: 'right' },
  { header: 'Reorder Level', render: (row) => quantity(row.reorder_level, row), align: 'right' },
  { header: 'Opening', render: (row) => quantity(row.opening_stock, row), align: 'right' },
  { header: 'Purchased', render: (row) => quantity(row.purchased, row), align: 'right' },
  { header: 'Sold', render: (row) => quantity(row.sold, row), align: 'right' },
  { header: 'HSN Code', render: (row) => row.hsn_code, width: 110 },
];
