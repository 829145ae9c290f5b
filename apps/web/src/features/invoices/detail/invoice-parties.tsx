import { stateName } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import { SimpleGrid, Text } from '@mantine/core';
import { contactLines, PartyCard } from '../../../components/party-card';
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
        lines={contactLines(
          seller,
          stateLabel(seller.state_name, seller.state_code),
          'Not registered under GST',
        )}
      />
      <PartyCard
        heading="Buyer (Bill to)"
        name={displayName(customer.name)}
        lines={contactLines(customer, stateOf(customer.state_code), 'Unregistered')}
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
