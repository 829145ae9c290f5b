import { INVOICE_STATUSES, type InvoiceStatus } from '@bahi/domain/schemas';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { DocumentDateInput } from '../../../components/form/document-date-input';
import { FLOW } from './field-flow';
import type { InvoiceForm } from './use-invoice-form';

const isStatus = (value: string | null): value is InvoiceStatus =>
  INVOICE_STATUSES.some((status) => status === value);

/** Date (today), invoice number (suggested from the series, editable) and status (Unpaid). */
export function InvoiceHeaderFields({ form }: { form: InvoiceForm }) {
  const { values, errors, dispatch } = form;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      <DocumentDateInput
        label="Date"
        value={values.date}
        onChange={(date) => dispatch({ type: 'setDate', date })}
        error={errors.date}
        data-flow={FLOW.date}
        popoverProps={{ withinPortal: true }}
      />
      <TextInput
        label="Invoice No"
        value={form.invoiceNumber}
        onChange={(event) => dispatch({ type: 'setNumber', invoiceNumber: event.currentTarget.value })}
        error={errors.invoice_number}
        title="Suggested from the series; you may change it"
        maxLength={16}
        autoComplete="off"
        data-flow={FLOW.number}
      />
      <Select
        label="Status"
        data={INVOICE_STATUSES}
        value={values.status}
        onChange={(status) => isStatus(status) && dispatch({ type: 'setStatus', status })}
        allowDeselect={false}
        error={errors.status}
        data-flow={FLOW.status}
        data-flow-select
      />
    </SimpleGrid>
  );
}
