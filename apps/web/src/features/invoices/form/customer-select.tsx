import type { Customer } from '@bahi/domain/schemas';
import { Select, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { customerName } from '../customer-name';
import { PartyCard } from '../party-card';
import { stateLabel, supplyTypeLabel } from '../place-of-supply-text';
import { FLOW } from './field-flow';
import { wordsFilter } from './option-filter';
import type { InvoiceForm } from './use-invoice-form';

const OPTION_LIMIT = 50;

function contactLine(customer: Customer): string {
  return [customer.gstin && `GSTIN ${customer.gstin}`, customer.phone, customer.email]
    .filter(Boolean)
    .join(' · ');
}

type CustomerSelectProps = { form: InvoiceForm; onPicked: () => void };

/** Searchable by name, GSTIN, phone or e-mail; shows the buyer's details and place of supply. */
export function CustomerSelect({ form, onPicked }: CustomerSelectProps) {
  const { customers, customer, place, errors, dispatch } = form;
  const options = useMemo(
    () => customers.map((row) => ({ value: String(row.id), label: customerName(row.name) })),
    [customers],
  );
  const byId = useMemo(() => new Map(customers.map((row) => [String(row.id), row])), [customers]);
  const filter = useMemo(
    () =>
      wordsFilter((value) => {
        const row = byId.get(value);
        return row ? `${row.gstin ?? ''} ${row.phone ?? ''} ${row.email ?? ''}` : '';
      }),
    [byId],
  );

  return (
    <Stack gap="xs">
      <Select
        label="Customer"
        placeholder="Name, GSTIN or phone"
        data={options}
        value={customer ? String(customer.id) : null}
        searchable
        openOnFocus={false}
        selectFirstOptionOnChange
        allowDeselect={false}
        limit={OPTION_LIMIT}
        filter={filter}
        nothingFoundMessage="No such customer"
        maxDropdownHeight={260}
        error={errors.customer_id}
        onChange={(value) => dispatch({ type: 'setCustomer', customerId: value ? Number(value) : null })}
        onOptionSubmit={onPicked}
        onFocus={(event) => event.currentTarget.select()}
        renderOption={({ option }) => {
          const row = byId.get(option.value);
          return (
            <div>
              <Text size="sm" fw={500}>
                {option.label}
              </Text>
              {row && (
                <Text size="xs" c="dimmed">
                  {contactLine(row) || row.address}
                </Text>
              )}
            </div>
          );
        }}
        data-flow={FLOW.customer}
        data-flow-select
        // The drawer's focus trap starts here rather than on its close button.
        data-autofocus
      />
      {customer && (
        <PartyCard
          heading="Bill to"
          name={customerName(customer.name)}
          inline
          lines={[
            { label: 'GSTIN', value: customer.gstin ?? 'Unregistered' },
            { label: 'Phone', value: customer.phone },
            { label: 'Email', value: customer.email },
            { label: 'Address', value: customer.address },
            {
              label: 'Place of supply',
              value:
                place &&
                `${stateLabel(place.stateName, place.stateCode)} · ${supplyTypeLabel(place.supplyType)}`,
            },
          ]}
        />
      )}
    </Stack>
  );
}
