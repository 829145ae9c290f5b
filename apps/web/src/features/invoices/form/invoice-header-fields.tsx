import { SimpleGrid, TextInput } from '@mantine/core';
import { DocumentDateInput } from '../../../components/form/document-date-input';
import { FLOW } from './field-flow';
import { useKeptWholeSelection } from './kept-whole-selection';
import type { InvoiceForm } from './use-invoice-form';

/**
 * Date (today) and invoice number (suggested from the series, editable). There is no status to
 * choose: it follows the money received (ReceivedNowFields), and cancelling is its own action.
 */
export function InvoiceHeaderFields({ form }: { form: InvoiceForm }) {
  const { values, errors, dispatch } = form;
  const keptSelection = useKeptWholeSelection(form.invoiceNumber, !values.numberEdited);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
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
        {...keptSelection}
        value={form.invoiceNumber}
        onChange={(event) => dispatch({ type: 'setNumber', invoiceNumber: event.currentTarget.value })}
        error={errors.invoice_number}
        title="Suggested from the series; you may change it"
        maxLength={16}
        autoComplete="off"
        data-flow={FLOW.number}
      />
    </SimpleGrid>
  );
}
