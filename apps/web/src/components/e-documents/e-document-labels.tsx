import type { EInvoiceStatus, EwayStatus } from '@bahi/domain/schemas';
import { Badge, Group } from '@mantine/core';

// How the invoice list, the invoice page and the report of numbers to get name an invoice's
// e-way bill and e-invoice status: one word each, coloured by what the clerk has to do.

export const EWAY_STATUS_LABELS: Record<EwayStatus, string> = {
  'not-needed': 'No e-way bill needed',
  needed: 'E-way bill needed',
  generated: 'E-way bill generated',
  cancelled: 'E-way bill cancelled',
  expired: 'E-way bill expired',
};

export const EWAY_STATUS_COLORS: Record<EwayStatus, string> = {
  'not-needed': 'gray',
  needed: 'orange',
  generated: 'green',
  cancelled: 'red',
  expired: 'yellow',
};

export const IRN_STATUS_LABELS: Record<EInvoiceStatus, string> = {
  'not-applicable': 'Not reported to the IRP',
  needed: 'IRN pending',
  generated: 'IRN generated',
  cancelled: 'IRN cancelled',
};

export const IRN_STATUS_COLORS: Record<EInvoiceStatus, string> = {
  'not-applicable': 'gray',
  needed: 'orange',
  generated: 'green',
  cancelled: 'red',
};

/** The two statuses as small badges; nothing for a document that needs neither. */
export function EDocumentBadges({ eway, irn }: { eway: EwayStatus; irn: EInvoiceStatus }) {
  if (eway === 'not-needed' && irn === 'not-applicable') return <>—</>;
  return (
    <Group gap={4} wrap="nowrap">
      {eway !== 'not-needed' && (
        <Badge size="sm" variant="light" color={EWAY_STATUS_COLORS[eway]}>
          {EWAY_STATUS_LABELS[eway]}
        </Badge>
      )}
      {irn !== 'not-applicable' && (
        <Badge size="sm" variant="light" color={IRN_STATUS_COLORS[irn]}>
          {IRN_STATUS_LABELS[irn]}
        </Badge>
      )}
    </Group>
  );
}
