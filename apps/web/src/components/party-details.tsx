import { stateName } from '@bahi/domain';
import type { Customer, Supplier } from '@bahi/domain/schemas';
import { displayName } from '../lib/format';
import { stateLabel } from '../lib/place-of-supply-text';
import { contactLines, PartyCard } from './party-card';

// The details block of a customer's or supplier's page.

export function PartyDetails({ heading, party }: { heading: string; party: Customer | Supplier }) {
  return (
    <PartyCard
      heading={heading}
      name={displayName(party.name)}
      lines={[
        ...contactLines(
          party,
          party.state_code
            ? stateLabel(stateName(party.state_code) ?? party.state_code, party.state_code)
            : null,
          'Unregistered',
        ),
        { label: 'PIN Code', value: party.pin_code },
        {
          label: 'Credit Days',
          value: party.credit_days === null ? null : `${party.credit_days} days`,
        },
      ]}
    />
  );
}
