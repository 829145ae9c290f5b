import { useMediaQuery } from '@mantine/hooks';
import { FormDrawer } from '../../../components/form/form-drawer';
import { InvoiceFormBody } from './invoice-form-body';
import type { InvoiceDrawerState } from './use-invoice-drawer';

/** FormDrawer's sticky Close / Save bar: a 36 px button, 12 px padding above and below, a border. */
const DRAWER_FOOTER_HEIGHT = 61;

/** The invoice form in the wide drawer (80% of the window); a phone gets the whole width. */
export function InvoiceDrawer({ drawer }: { drawer: InvoiceDrawerState }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const { form } = drawer;
  return (
    <FormDrawer
      opened={drawer.opened}
      onClose={drawer.close}
      title={form.editing ? `Edit Invoice ${form.editing.invoiceNumber}` : 'Add Invoice'}
      size={narrow ? '100%' : '80%'}
      isUpdate={form.editing !== null}
      saving={form.saving}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(event.currentTarget);
      }}
    >
      <InvoiceFormBody key={form.session} form={form} stickyBottom={DRAWER_FOOTER_HEIGHT} />
    </FormDrawer>
  );
}
