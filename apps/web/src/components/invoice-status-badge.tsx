import type { InvoiceStatus } from '@bahi/domain/schemas';
import { Badge } from '@mantine/core';

// The lists colour Paid green, Unpaid blue and Cancelled red.
const STATUS_COLOURS: Record<InvoiceStatus, string> = { Paid: 'green', Unpaid: 'blue', Cancelled: 'red' };

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm">
      {status}
    </Badge>
  );
}
