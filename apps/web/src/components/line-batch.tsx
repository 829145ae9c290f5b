import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Table, Text } from '@mantine/core';
import { formatDate } from '../lib/format';

// A document line's first cells as invoice and purchase details show them alike: its number, the
// product with its batch underneath ('Batch B1 · Exp 31/12/2026'; nothing for a product without
// batches), the HSN code; and its quantity with any free units.

type DetailLine = {
  line_no: number;
  product: { name: string; hsn_code: string };
  batch?: InvoiceDetail['items'][number]['batch'];
  quantity: number;
  unit: string;
  free_quantity: number;
};

export function LineBatch({ batch }: { batch: InvoiceDetail['items'][number]['batch'] | undefined }) {
  if (!batch) return null;
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {`Batch ${batch.batch_number} · Exp ${formatDate(batch.expiry_date)}`}
    </Text>
  );
}

/** No., product (and batch) and HSN cells of a document line in a detail table. */
export function LineProductCells({ item }: { item: DetailLine }) {
  return (
    <>
      <Table.Td>{item.line_no}</Table.Td>
      <Table.Td>
        {item.product.name}
        <LineBatch batch={item.batch} />
      </Table.Td>
      <Table.Td>{item.product.hsn_code}</Table.Td>
    </>
  );
}

/** '12 Pcs', or '10 Pcs + 1 Free' when a scheme gave free units. */
export function quantityWithFree(item: DetailLine): string {
  return `${item.quantity} ${item.unit}${item.free_quantity > 0 ? ` + ${item.free_quantity} Free` : ''}`;
}
