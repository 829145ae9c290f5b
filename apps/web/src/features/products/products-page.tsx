import { productRoutes } from '@bahi/domain/contract';
import { type Product, productInputSchema } from '@bahi/domain/schemas';
import { Badge, Button, Group } from '@mantine/core';
import { DataList } from '../../components/data-list/data-list';
import type { Column } from '../../components/data-list/list-table';
import { FormDrawer } from '../../components/form/form-drawer';
import { standardFailure } from '../../components/form/notify';
import { type SaveMessages, useEntityEditor } from '../../components/form/use-entity-editor';
import { ImportButton } from '../../components/import-button';
import { ProductFields } from '../../components/product-form/product-fields';
import { emptyProductValues, toProductValues } from '../../components/product-form/product-values';
import { RowActions } from '../../components/row-actions';
import { useDeleteAction } from '../../components/use-delete-action';
import { formatAmount, formatPercent } from '../../lib/format';

// The product drawer's toast texts: an update says "updated", as every other record's does.
const productMessages: SaveMessages = {
  created: 'Product added successfully!',
  updated: 'Product updated successfully!',
  failure: standardFailure('Failed to add product.'),
};

const columns = (edit: (row: Product) => void, remove: (row: Product) => void): Column<Product>[] => [
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
  {
    header: 'Action',
    width: 150,
    render: (row) => (
      <RowActions
        history={{ recordType: 'product', recordId: row.id }}
        label={row.name}
        onEdit={() => edit(row)}
        onDelete={() => remove(row)}
      />
    ),
  },
];

export function ProductsPage() {
  const editor = useEntityEditor({
    resource: productRoutes,
    schema: productInputSchema,
    emptyValues: emptyProductValues,
    toValues: toProductValues,
    messages: productMessages,
    openFromAddress: true,
  });
  const confirmDelete = useDeleteAction(productRoutes, { describe: (row) => `product ${row.name}` });

  return (
    <>
      <DataList
        route={productRoutes.list}
        label="Products"
        columns={columns(editor.openEdit, confirmDelete)}
        searchPlaceholder="Search by product name"
        minWidth={1080}
        actions={
          <>
            <ImportButton kind="products" />
            <Button onClick={editor.opened ? editor.close : editor.openCreate}>Add Product</Button>
          </>
        }
      />
      <FormDrawer
        opened={editor.opened}
        onClose={editor.close}
        title={editor.editing ? 'Edit Product' : 'Add Product'}
        size={250}
        isUpdate={editor.editing !== null}
        saving={editor.saving}
        onSubmit={editor.submit}
      >
        <ProductFields form={editor.form} />
      </FormDrawer>
    </>
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
