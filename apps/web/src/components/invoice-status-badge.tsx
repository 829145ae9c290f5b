import type { InvoiceStatus } from '@bahi/domain/schemas';
import { Badge } from '@mantine/core';

// The lists colour Paid green, Partly paid orange, Unpaid blue and Cancelled red.
export const STATUS_COLOURS: Record<InvoiceStatus, string> = {
  Paid: 'green',
  'Partly paid': 'orange',
  Unpaid: 'blue',
  Cancelled: 'red',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    // Never narrower than its word: squeezed by a wide table, a badge would read 'UN…'.
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm" miw="max-content">
      {status}
    </Badge>
  );
}
