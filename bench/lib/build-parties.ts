import { gstinCheckCharacter, placeOfSupply, type SupplyType, stateName } from '@bahi/domain';
import {
  CHHATTISGARH_PLACES,
  DEITY_PREFIXES,
  FIRST_NAMES,
  OTHER_STATE_PLACES,
  type Place,
  SHOP_WORDS,
  STREETS,
  SUPPLIER_WORDS,
  SURNAMES,
} from './party-words';
import { BRANDS } from './product-words';
import type { Random } from './random';

/** A customer or supplier, with the place of supply its documents get (seller state '22'). */
export type Party = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  gstin: string | null;
  address: string;
  stateCode: string | null;
  placeOfSupply: string;
  supplyType: SupplyType;
  createdAt: string;
};

type PartyMix = {
  /** Share of parties with a GSTIN. */
  registered: number;
  /** Share of registered parties in the seller's state. */
  localRegistered: number;
  /** Share of unregistered parties in the seller's state. */
  localUnregistered: number;
};

// About 40% of customers are unregistered, and with these shares about 80% of them buy within
// Chhattisgarh (intra-state): 0.4 × 0.9 + 0.6 × 0.73 ≈ 0.8.
const CUSTOMER_MIX: PartyMix = { registered: 0.6, localRegistered: 0.73, localUnregistered: 0.9 };
const SUPPLIER_MIX: PartyMix = { registered: 0.95, localRegistered: 0.5, localUnregistered: 0.8 };

/** A valid GSTIN: state, PAN (3 letters, holder type, initial, 4 digits, letter), entity, Z, check. */
export function buildGstin(random: Random, stateCode: string, holderType: string, initial: string): string {
  const pan = `${random.letters(3)}${holderType}${initial}${random.digits(4)}${random.letters(1)}`;
  const first14 = `${stateCode}${pan}${random.int(1, 9)}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

function buildPhone(random: Random): string {
  return `+91 ${random.pick(['9', '8', '7', '6'])}${random.digits(4)} ${random.digits(5)}`;
}

function buildEmail(random: Random, name: string): string {
  const local = name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local}${random.int(1, 99)}@${random.pick(['gmail.com', 'yahoo.co.in', 'rediffmail.com'])}`;
}

function buildAddress(random: Random, place: Place): string {
  const pin = `${place.pinPrefix}${random.digits(3)}`;
  const state = stateName(place.stateCode) ?? place.stateCode;
  return `${random.int(1, 250)}, ${random.pick(STREETS)}, ${place.city}, ${state} ${pin}`;
}

function buildShopName(random: Random): string {
  const head = random.pick([random.pick(SURNAMES), random.pick(DEITY_PREFIXES), random.pick(FIRST_NAMES)]);
  return `${head} ${random.pick(SHOP_WORDS)}`;
}

function buildSupplierName(random: Random): string {
  const head = random.chance(0.5) ? random.pick(BRANDS) : random.pick(SURNAMES);
  return `${head} ${random.pick(SUPPLIER_WORDS)}`;
}

type PartyKind = { mix: PartyMix; buildName: (random: Random, registered: boolean) => string };

function buildParty(random: Random, kind: PartyKind, id: number, sellerStateCode: string, createdAt: string) {
  const registered = random.chance(kind.mix.registered);
  const local = random.chance(registered ? kind.mix.localRegistered : kind.mix.localUnregistered);
  const place = random.pick(local ? CHHATTISGARH_PLACES : OTHER_STATE_PLACES);
  const name = kind.buildName(random, registered);
  const holderType = /Ltd$/.test(name) ? 'C' : random.pick(['P', 'F', 'F']);
  const gstin = registered
    ? buildGstin(random, place.stateCode, holderType, name.charAt(0).toUpperCase())
    : null;
  // A walk-in buyer often has no state recorded: the seller's state is then the place of supply.
  const stateCode = registered || !local || random.chance(0.7) ? place.stateCode : null;
  const supply = placeOfSupply({ buyerGstin: gstin, buyerStateCode: stateCode, sellerStateCode });
  const party: Party = {
    id,
    name,
    email: random.chance(0.3) ? buildEmail(random, name) : null,
    phone: random.chance(0.75) ? buildPhone(random) : null,
    gstin,
    address: buildAddress(random, place),
    stateCode,
    placeOfSupply: supply.stateCode,
    supplyType: supply.supplyType,
    createdAt,
  };
  return party;
}

const CUSTOMER_KIND: PartyKind = {
  mix: CUSTOMER_MIX,
  buildName: (random, registered) =>
    registered || random.chance(0.5)
      ? buildShopName(random)
      : `${random.pick(FIRST_NAMES)} ${random.pick(SURNAMES)}`,
};

const SUPPLIER_KIND: PartyKind = { mix: SUPPLIER_MIX, buildName: buildSupplierName };

export function buildCustomers(random: Random, count: number, sellerStateCode: string, createdAt: string) {
  return Array.from({ length: count }, (_, index) =>
    buildParty(random, CUSTOMER_KIND, index + 1, sellerStateCode, createdAt),
  );
}

export function buildSuppliers(random: Random, count: number, sellerStateCode: string, createdAt: string) {
  return Array.from({ length: count }, (_, index) =>
    buildParty(random, SUPPLIER_KIND, index + 1, sellerStateCode, createdAt),
  );
}
