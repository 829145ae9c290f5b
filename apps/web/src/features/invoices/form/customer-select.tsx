import type { Customer } from '@bahi/domain/schemas';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { type Dispatch, memo } from 'react';
import { PartyCard } from '../../../components/party-card';
import { TwoLineOption } from '../../../components/pickers/two-line-option';
import { QuickAddDrawer, useQuickAdd } from '../../../components/quick-add/quick-add';
import { QUICK_ADD_CUSTOMER } from '../../../components/quick-add/quick-add-kinds';
import { displayName } from '../../../lib/format';
import { type CustomerOptions, describeCustomerOption } from './customer-options';
import { FLOW } from './field-flow';
import type { InvoiceFormAction } from './invoice-form-reducer';
import { typeAheadProps } from './option-filter';

type CustomerSelectProps = {
  options: CustomerOptions;
  customer: Customer | null;
  /** 'Gujarat (24) · Inter-state: IGST', from the domain's placeOfSupply. */
  placeText: string | null;
  error: string | undefined;
  dispatch: Dispatch<InvoiceFormAction>;
  onPicked: () => void;
};

function CustomerSelectView({
  options,
  customer,
  placeText,
  error,
  dispatch,
  onPicked,
}: CustomerSelectProps) {
  // "+ Add customer" (Alt+C in the box): a new buyer is added without leaving the invoice, and
  // comes back chosen, the cursor moving on to the first line as after picking one.
  const quickAdd = useQuickAdd(QUICK_ADD_CUSTOMER, (added) => {
    dispatch({ type: 'setCustomer', customerId: added.id });
    onPicked();
  });
  return (
    <Stack gap="xs">
      <QuickAddDrawer quickAdd={quickAdd} />
      <Select
        label="Customer"
        placeholder="Name, GSTIN or phone"
        {...typeAheadProps(options)}
        value={customer ? String(customer.id) : null}
        nothingFoundMessage="No such customer: Alt+C adds one"
        error={error}
        onChange={(value) => dispatch({ type: 'setCustomer', customerId: value ? Number(value) : null })}
        onOptionSubmit={onPicked}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={(event) => {
          if (event.altKey && event.key.toLowerCase() === 'c') {
            event.preventDefault();
            const typed = event.currentTarget.value.trim();
            quickAdd.openWithName(customer && typed === customer.name ? '' : typed);
          }
        }}
        renderOption={({ option }) => {
          const row = options.byId.get(option.value);
          return (
            <div>
              <TwoLineOption name={option.label} details={row && describeCustomerOption(row)} />
            </div>
          );
        }}
        data-flow={FLOW.customer}
        data-flow-select
        // The drawer's focus trap starts here rather than on its close button.
        data-autofocus
      />
      <Group justify="flex-end" mt={-6}>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={() => quickAdd.openCreate()}
          title="Alt+C in the Customer box"
        >
          + Add customer
        </Button>
      </Group>
      {customer && (
        <PartyCard
          heading="Bill to"
          name={displayName(customer.name)}
          inline
          lines={[
            { label: 'GSTIN', value: customer.gstin ?? 'Unregistered' },
            { label: 'Phone', value: customer.phone },
            { label: 'Email', value: customer.email },
            { label: 'Address', value: customer.address },
            { label: 'Place of supply', value: placeText },
          ]}
        />
      )}
      {!customer && (
        <Paper withBorder p="sm" radius="sm" h="100%">
          <Text size="sm" c="dimmed">
            The buyer's GSTIN, contact details and the place of supply they imply appear here.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

/** Searchable by name, GSTIN, phone or e-mail; shows the buyer's details and place of supply. */
export const CustomerSelect = memo(CustomerSelectView);
