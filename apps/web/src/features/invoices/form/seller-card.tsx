import { stateName } from '@bahi/domain';
import type { Settings } from '@bahi/domain/schemas';

/** What the card shows: the shop's settings, or the particulars an issued invoice keeps. */
type SellerParticulars = Pick<Settings, 'name' | 'gstin' | 'state_code' | 'phone' | 'email'> & {
  address: string | null;
};

import { contactLines, PartyCard } from '../../../components/party-card';
import { stateLabel } from '../../../lib/place-of-supply-text';

/** The seller's block as it will head the invoice. */
export function SellerCard({ seller }: { seller: SellerParticulars }) {
  return (
    <PartyCard
      heading="Seller"
      name={seller.name}
      inline
      lines={contactLines(
        seller,
        stateLabel(stateName(seller.state_code) ?? seller.state_code, seller.state_code),
        'Not registered under GST',
      )}
    />
  );
}
