import type { InvoiceDetail } from '@bahi/domain/schemas';
import { Text } from '@mantine/core';
import { formatDate } from '../lib/format';

// A document line's batch under its product name ('Batch B1 · Exp 31/12/2026'); nothing for a
// product without batches. Invoice, note, purchase and return details show it alike.

export function LineBatch({ batch }: { batch: InvoiceDetail['items'][number]['batch'] | undefined }) {
  if (!batch) return null;
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {`Batch ${batch.batch_number} · Exp ${formatDate(batch.expiry_date)}`}
    </Text>
  );
}
