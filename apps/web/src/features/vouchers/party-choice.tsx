import { Button, Group, Input, Paper, Text } from '@mantine/core';
import { useCustomerLookup, useSupplierLookup } from '../../api/lookups';
import { describeParty, LookupPicker } from '../../components/pickers/lookup-picker';
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
                  {describeParty(chosen)}
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
    <LookupPicker
      lookup={lookup}
      noun={text.partyLabel.toLowerCase()}
      label={text.partyLabel}
      fieldError={error}
      renderDetails={describeParty}
      onSelect={(party) => onChange(party.id)}
    />
  );
}
