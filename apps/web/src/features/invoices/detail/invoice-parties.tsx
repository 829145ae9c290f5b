import { stateName } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { SimpleGrid, Text } from '@mantine/core';
import { PartyCard } from '../../../components/party-card';
import { displayName } from '../../../lib/format';
import { stateLabel, supplyTypeLabel } from '../../../lib/place-of-supply-text';

function stateOf(code: string | null): string | null {
  return code ? stateLabel(stateName(code) ?? code, code) : null;
}

/** Seller (from settings when the invoice was read), bank details, and the buyer's snapshot. */
export function InvoiceParties({ invoice }: { invoice: InvoiceDetail }) {
  const { seller, customer, place_of_supply: place } = invoice;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <PartyCard
        heading="Seller"
        name={seller.name}
        lines={[
          { label: 'GSTIN', value: seller.gstin ?? 'Not registered under GST' },
          { label: 'State', value: stateLabel(seller.state_name, seller.state_code) },
          { label: 'Phone', value: seller.phone },
          { label: 'Email', value: seller.email },
          { label: 'Address', value: seller.address },
        ]}
      />
      <PartyCard
        heading="Buyer (Bill to)"
        name={displayName(customer.name)}
        lines={[
          { label: 'GSTIN', value: customer.gstin ?? 'Unregistered' },
          { label: 'State', value: stateOf(customer.state_code) },
          { label: 'Phone', value: customer.phone },
          { label: 'Email', value: customer.email },
          { label: 'Address', value: customer.address },
        ]}
      >
        <Text size="sm" mt={4}>
          <Text span size="sm" c="dimmed">
            Place of supply:
          </Text>{' '}
          {stateLabel(place.state_name, place.state_code)} · {supplyTypeLabel(invoice.supply_type)}
        </Text>
      </PartyCard>
      <PartyCard
        heading="Bank details"
        name={seller.bank_name ?? 'No bank details'}
        lines={[
          { label: 'A/c No', value: seller.bank_account_number },
          { label: 'IFSC', value: seller.bank_ifsc },
          { label: 'Branch', value: seller.bank_branch },
        ]}
      />
    </SimpleGrid>
  );
}
