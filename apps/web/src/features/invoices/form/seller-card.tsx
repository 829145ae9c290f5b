import { stateName } from '@bahi/domain';
import type { Settings } from '@bahi/domain/schemas';

/** What the card shows: the shop's settings, or the particulars an issued invoice keeps. */
type SellerParticulars = Pick<Settings, 'name' | 'gstin' | 'state_code' | 'phone' | 'email'> & {
  address: string | null;
};

import { PartyCard } from '../../../components/party-card';
import { stateLabel } from '../../../lib/place-of-supply-text';

/** The seller's block as it will head the invoice. */
export function SellerCard({ seller }: { seller: SellerParticulars }) {
  return (
    <PartyCard
      heading="Seller"
      name={seller.name}
      inline
      lines={[
        { label: 'GSTIN', value: seller.gstin ?? 'Not registered under GST' },
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
