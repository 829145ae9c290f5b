import { Button, Group, Input, Paper, Text } from '@mantine/core';
import { useCustomerLookup, useSupplierLookup } from '../../api/lookups';
import { describeCustomer } from '../../components/pickers/customer-picker';
import { SearchPicker } from '../../components/pickers/search-picker';
import { displayName } from '../../lib/format';
import type { VoucherKindText } from '../../lib/voucher-kinds';

type PartyChoiceProps = {
  text: VoucherKindText;
  partyId: number | null;
  error: string | undefined;
  onChange: (partyId: number | null) => void;
};

/** The customer (receipts) or supplier (payments): a search box, then the chosen party with Change. */
export function PartyChoice({ text, partyId, error, onChange }: PartyChoiceProps) {
  const customers = useCustomerLookup();
  const suppliers = useSupplierLookup();
  const lookup = text.kind === 'receipt' ? customers : suppliers;
  const chosen = lookup.data?.find((party) => party.id === partyId);

  if (partyId !== null) {
    return (
      <div>
        <Input.Label>{text.partyLabel}</Input.Label>
        <Paper withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} truncate data-testid="chosen-party">
                {chosen ? displayName(chosen.name) : lookup.isPending ? 'Loading...' : `#${partyId}`}
              </Text>
              {chosen && (
                <Text size="xs" c="dimmed" truncate>
                  {describeCustomer(chosen)}
                </Text>
              )}
            </div>
            <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
              Change
            </Button>
          </Group>
        </Paper>
      </div>
    );
  }
  return (
    <SearchPicker
      label={text.partyLabel}
      placeholder={`Type 3 letters of the ${text.partyLabel.toLowerCase()} name`}
      items={lookup.data}
      loading={lookup.isPending}
      error={lookup.isError ? `Error: Failed to fetch ${text.partyLabel.toLowerCase()}s` : undefined}
      fieldError={error}
      renderDetails={describeCustomer}
      onSelect={(party) => onChange(party.id)}
    />
  );
}
