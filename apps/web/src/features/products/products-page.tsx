import { SUPPLY_CATEGORY_LABELS } from '@bahi/domain';
import { productRoutes } from '@bahi/domain/contract';
import type { Product } from '@bahi/domain/schemas';
import { Badge, Group } from '@mantine/core';
import type { Column } from '../../components/data-list/list-table';
import { MasterListPage } from '../../components/master-list/master-list-page';
import { QUICK_ADD_PRODUCT } from '../../components/quick-add/quick-add-kinds';
import { formatAmount, formatPercent } from '../../lib/format';

const columns: Column<Product>[] = [
  { header: 'ID', render: (row) => row.id, width: 70 },
  { header: 'Product Name', render: (row) => row.name },
  { header: 'Category', render: (row) => row.category_name ?? '—' },
  { header: 'HSN Code', render: (row) => row.hsn_code },
  { header: 'Gst %', render: (row) => formatPercent(row.gst_rate), align: 'right' },
  { header: 'Supply Category', render: (row) => SUPPLY_CATEGORY_LABELS[row.supply_category] },
  { header: 'Price (MRP)', render: (row) => formatAmount(row.mrp), align: 'right' },
  { header: 'Rate', render: (row) => formatAmount(row.rate), align: 'right' },
  { header: 'Reorder Level', render: (row) => `${row.reorder_level} ${row.unit}`, align: 'right' },
  {
    header: 'On Hand',
    render: (row) => <OnHand product={row} />,
    align: 'right',
    export: [
      { header: 'On Hand', value: (row) => ({ number: String(row.on_hand) }) },
      { header: 'Unit', value: (row) => row.unit },
      { header: 'Low Stock', value: (row) => (row.low_stock ? 'Yes' : '') },
    ],
  },
];

export function ProductsPage() {
  return (
    <MasterListPage
      drawer={QUICK_ADD_PRODUCT}
      routes={productRoutes}
      openFromAddress
      recordType="product"
      noun="Product"
      label="Products"
      searchPlaceholder="Search by product name"
      minWidth={1200}
      columns={columns}
      actionsColumn={{ header: 'Action', width: 150 }}
      rowLabel={(row) => row.name}
      describe={(row) => `product ${row.name}`}
      importKind="products"
      addToggles
    />
  );
}

/** Quantity on hand, marked when it is at or below the reorder level (time to buy more). */
function OnHand({ product }: { product: Product }) {
  return (
    <Group gap={6} justify="flex-end" wrap="nowrap">
      {product.low_stock && (
        <Badge color="red" variant="filled" size="sm">
          Low stock
        </Badge>
      )}
      <span style={{ whiteSpace: 'nowrap' }}>{`${product.on_hand} ${product.unit}`}</span>
    </Group>
  );
}
