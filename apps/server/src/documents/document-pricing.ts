import { type PlaceOfSupply, placeOfSupply } from '@bahi/domain';
import type { Db } from '../core/db/database';
import { type FieldErrors, ValidationError } from '../core/http/errors';
import { refuseUnconfiguredSeller } from '../core/shop/seller-rules';
import { findSettings, type SettingsRow } from '../core/shop/settings-repository';
import type { DocumentProductRow } from './document-lookups';
import { type LineInput, loadLineProducts } from './line-products';
import { findPartyById, type PartyKind, type PartyRow } from './party-repository';

// The first half of pricing any GST document (invoice, purchase, and the notes that follow them):
// load the seller, the party and the products of the lines, refuse every missing reference at
// once, and work out the place of supply. Each document then prices its lines through the domain.

export type DocumentParties = {
  seller: SettingsRow;
  party: PartyRow;
  place: PlaceOfSupply;
  productsById: ReadonlyMap<number, DocumentProductRow>;
};

/**
 * What the caller already read in the same transaction: the shop's settings, and what
 * findProductsByIds answered for the same lines' products. Passed in, it is not read again.
 */
export type DocumentLookupsAtHand = {
  seller?: SettingsRow;
  productsById?: ReadonlyMap<number, DocumentProductRow>;
};

export type PartyReference = {
  kind: PartyKind;
  id: number;
  /** The field an unknown party is reported on, and the message. */
  field: string;
  missingMessage: string;
};

/**
 * Seller, party, products and place of supply for a document. Adds the party's and the lines'
 * problems to `errors` and throws them all (with any the caller found before) when there are any.
 */
export async function loadDocumentParties(
  db: Db,
  reference: PartyReference,
  items: readonly LineInput[],
  errors: FieldErrors,
  /** The document's own checks, with the seller's settings and the lines' products at hand. */
  extraChecks: (loaded: Pick<DocumentParties, 'seller' | 'productsById'>) => Promise<void> = async () => {},
  atHand: DocumentLookupsAtHand = {},
): Promise<DocumentParties> {
  const [seller, party, productsById] = await Promise.all([
    atHand.seller ?? findSettings(db),
    findPartyById(db, reference.kind, reference.id),
    loadLineProducts(db, items, errors, atHand.productsById),
  ]);
  refuseUnconfiguredSeller(seller);
  if (!party) errors[reference.field] = [reference.missingMessage];
  else if (party.gstin && party.gstin === seller.gstin) {
    // A party saved with the shop's own GSTIN before the party form refused it: no document for it
    // until its GSTIN is corrected, or the shop's own sales would go into b2b and credit.
    const role = reference.kind === 'customers' ? 'Customer' : 'Supplier';
    errors[reference.field] = [
      `${role} ${party.name} holds the shop's own GSTIN ${party.gstin}: correct the ${role.toLowerCase()}'s GSTIN first`,
    ];
  }
  await extraChecks({ seller, productsById });
  if (!party || Object.keys(errors).length > 0) throw new ValidationError(errors);
  const place = placeOfSupply({
    buyerGstin: party.gstin,
    buyerStateCode: party.state_code,
    sellerStateCode: seller.state_code,
  });
  return { seller, party, place, productsById };
}

type SnapshotColumns<P extends string> = Record<`${P}_id`, number> &
  Record<`${P}_name` | `${P}_state_code`, string> &
  Record<`${P}_gstin` | `${P}_email` | `${P}_phone` | `${P}_address`, string | null> &
  Record<`${P}_gst_scheme`, 'regular' | 'composition'>;

/**
 * The party as it was on the document's date, stored with the document so a later edit of the
 * customer or supplier never changes an issued document. A party without a state takes the
 * place of supply's.
 */
export function partySnapshotColumns<P extends 'customer' | 'supplier'>(
  prefix: P,
  party: PartyRow,
  place: PlaceOfSupply,
): SnapshotColumns<P> {
  return {
    [`${prefix}_id`]: party.id,
    [`${prefix}_name`]: party.name,
    [`${prefix}_gstin`]: party.gstin,
    // Kept as the GSTIN is: the returns of the document's period read the scheme it had then.
    [`${prefix}_gst_scheme`]: party.gst_scheme,
    [`${prefix}_email`]: party.email,
    [`${prefix}_phone`]: party.phone,
    [`${prefix}_address`]: party.address,
    [`${prefix}_state_code`]: party.state_code ?? place.stateCode,
  } as SnapshotColumns<P>;
}

/** Runs the domain's arithmetic; amounts beyond what integers hold exactly become a 422 on items. */
export function computeOrRefuse<T>(compute: () => T, refusal: string): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof RangeError) {
      throw new ValidationError({ items: [`${refusal}: ${error.message}`] });
    }
    throw error;
  }
}
