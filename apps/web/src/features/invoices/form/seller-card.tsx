import { stateName } from '@bahi/domain';
import type { Settings } from '@bahi/domain/schemas';
import { PartyCard } from '../../../components/party-card';
import { stateLabel } from '../../../lib/place-of-supply-text';

/** The seller's block from settings, as it will head the invoice. */
export function SellerCard({ seller }: { seller: Settings }) {
  return (
    <PartyCard
      heading="Seller"
      name={seller.name}
      inline
      lines={[
        { label: 'GSTIN', value: seller.gstin },
        {
          label: 'State',
          value: stateLabel(stateName(seller.state_code) ?? seller.state_code, seller.state_code),
        },
        { label: 'Phone', value: seller.phone },
        { label: 'Email', value: seller.email },
        { label: 'Address', value: seller.address },
      ]}
    />
  );
}
