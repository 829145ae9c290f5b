import { customerRoutes } from '@bahi/domain/contract';
import { type Customer, customerInputSchema } from '@bahi/domain/schemas';
import { FormDrawer } from '../form/form-drawer';
import { standardFailure } from '../form/notify';
import { useEntityEditor } from '../form/use-entity-editor';
import { PartyFields } from './party-fields';
import { emptyPartyValues, toPartyValues } from './party-values';

/**
 * "+ Add customer" from inside a document form: the customers screen's own drawer and fields,
 * started with the name typed into the picker, handing the saved customer back to be chosen. A
 * walk-in buyer needs only a name; the address is asked for only with a GSTIN.
 */
export function useQuickAddCustomer(onAdded: (customer: Customer) => void) {
  return useEntityEditor({
    resource: customerRoutes,
    schema: customerInputSchema,
    emptyValues: emptyPartyValues,
    toValues: toPartyValues,
    messages: {
      created: 'Customer added successfully!',
      updated: 'Customer updated successfully!',
      failure: standardFailure('Failed to submit customer.'),
    },
    onSaved: onAdded,
  });
}

export type QuickAddCustomer = ReturnType<typeof useQuickAddCustomer>;

export function QuickAddCustomerDrawer({ editor }: { editor: QuickAddCustomer }) {
  return (
    <FormDrawer
      opened={editor.opened}
      onClose={editor.close}
      title="Add Customer"
      size={350}
      isUpdate={false}
      saving={editor.saving}
      onSubmit={editor.submit}
    >
      <PartyFields form={editor.form} nameLabel="Customer Name" />
    </FormDrawer>
  );
}
