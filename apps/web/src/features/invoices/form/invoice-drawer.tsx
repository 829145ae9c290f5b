import { useMediaQuery } from '@mantine/hooks';
import { FormDrawer } from '../../../components/form/form-drawer';
import { InvoiceFormBody } from './invoice-form-body';
import type { InvoiceDrawerState } from './use-invoice-drawer';

/** FormDrawer's sticky Close / Save bar: a 36 px button, 12 px padding above and below, a border. */
const DRAWER_FOOTER_HEIGHT = 61;

/**
 * 80% of a wide window, but at least 1,300 px (the whole of a 1366 px laptop's width bar a strip
 * of the list): the lines then fit without scrolling sideways.
 */
// clamp(), as Mantine passes a size starting with it through unchanged.
const DESK_WIDTH = 'clamp(min(100%, 1300px), 80%, 100%)';

/** The invoice form in the wide drawer; a phone gets the whole width. */
export function InvoiceDrawer({ drawer }: { drawer: InvoiceDrawerState }) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const { form } = drawer;
  return (
    <FormDrawer
      opened={drawer.opened}
      onClose={drawer.close}
      title={form.editing ? `Edit Invoice ${form.editing.invoiceNumber}` : 'Add Invoice'}
      size={narrow ? '100%' : DESK_WIDTH}
      isUpdate={form.editing !== null}
      saving={form.saving}
      // Until the invoice, customers and products are loaded a click would be ignored: say so.
      notReady={!form.ready}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(event.currentTarget);
      }}
    >
      <InvoiceFormBody key={form.session} form={form} stickyBottom={DRAWER_FOOTER_HEIGHT} />
    </FormDrawer>
  );
}
