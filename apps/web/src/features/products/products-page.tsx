import { productRoutes } from '@bahi/domain/contract';
import { type Product, productInputSchema } from '@bahi/domain/schemas';
import { Badge, Group } from '@mantine/core';
import type { Column } from '../../components/data-list/list-table';
import { standardFailure } from '../../components/form/notify';
import type { SaveMessages } from '../../components/form/use-entity-editor';
import { MasterListPage } from '../../components/master-list/master-list-page';
import { ProductFields } from '../../components/product-form/product-fields';
import { emptyProductValues, toProductValues } from '../../components/product-form/product-values';
import { formatAmount, formatPercent } from '../../lib/format';

// The product drawer's toast texts: an update says "updated", as every other record's does.
const productMessages: SaveMessages = {
  created: 'Product added successfully!',
  updated: 'Product updated successfully!',
  failure: standardFailure('Failed to add product.'),
};

const columns: Column<Product>[] = [
  { header: 'ID', render: (row) => row.id, width: 70 },
  { header: 'Product Name', render: (row) => row.name },
  { header: 'Category', render: (row) => row.category_name ?? '—' },
  { header: 'HSN Code', render: (row) => row.hsn_code },
  { header: 'Gst %', render: (row) => formatPercent(row.gst_rate), align: 'right' },
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
      routes={productRoutes}
      schema={productInputSchema}
      emptyValues={emptyProductValues}
      toValues={toProductValues}
      messages={productMessages}
      openFromAddress
      recordType="product"
      noun="Product"
      label="Products"
      searchPlaceholder="Search by product name"
      minWidth={1080}
      columns={columns}
      actionsColumn={{ header: 'Action', width: 150 }}
      rowLabel={(row) => row.name}
      describe={(row) => `product ${row.name}`}
      importKind="products"
      addToggles
      drawerSize={250}
      fields={(editor) => <ProductFields form={editor.form} />}
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
