import { Button, Group, Stack } from '@mantine/core';
import { InvoiceFormBody } from './invoice-form-body';
import { useInvoiceForm } from './use-invoice-form';

/** /invoiceForm: the same invoice form on a plain page; after a save it starts the next invoice. */
export function InvoiceFormPage() {
  const form = useInvoiceForm();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(event.currentTarget);
      }}
    >
      <Stack gap="md">
        <InvoiceFormBody key={form.session} form={form} stickyBottom={0} />
        <Group justify="flex-end">
          <Button type="submit" loading={form.saving} disabled={!form.ready}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
