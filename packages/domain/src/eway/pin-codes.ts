// PIN codes and the states they belong to. The e-invoice system (IRP) and the e-way bill portal
// refuse a party whose PIN's first three digits fall outside the range of its state. The ranges
// are those of the NIC e-invoice system's master codes ("State - PIN code mapping", published with
// the e-invoice API documentation at einv-apisandbox.nic.in, Master Codes), keyed here by GST
// state code. Telangana (36), Ladakh (38) and Other Territory (97) have no published range, so no
// PIN is refused for them; 999999 is the portals' PIN for a place outside India.

/** [first, last] three-digit PIN prefixes, inclusive. */
type PinRange = readonly [number, number];

export const STATE_PIN_RANGES: Readonly<Record<string, readonly PinRange[]>> = Object.freeze({
  '01': [[180, 194]],
  '02': [[171, 177]],
  '03': [[140, 160]],
  '04': [
    [140, 140],
    [160, 160],
  ],
  '05': [[244, 263]],
  '06': [[121, 136]],
  '07': [[110, 110]],
  '08': [[301, 345]],
  '09': [[201, 285]],
  '10': [[800, 855]],
  '11': [[737, 737]],
  '12': [[790, 792]],
  '13': [[797, 798]],
  '14': [[795, 795]],
  '15': [[796, 796]],
  '16': [[799, 799]],
  '17': [[793, 794]],
  '18': [[781, 788]],
  '19': [[700, 743]],
  '20': [[813, 835]],
  '21': [[751, 770]],
  '22': [[490, 497]],
  '23': [[450, 488]],
  '24': [[360, 396]],
  '26': [
    [362, 362],
    [396, 396],
  ],
  '27': [[400, 445]],
  '29': [[560, 591]],
  '30': [[403, 403]],
  '31': [[682, 682]],
  '32': [[670, 695]],
  '33': [[600, 643]],
  '34': [
    [533, 533],
    [605, 605],
    [607, 607],
    [609, 609],
    [673, 673],
  ],
  '35': [[744, 744]],
  '37': [[500, 535]],
});

export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

/** The portals' PIN for a place outside India. */
export const FOREIGN_PIN_CODE = '999999';

/** The published ranges of a state as text ('490-497'), or null when it has none. */
export function pinRangesText(stateCode: string): string | null {
  const ranges = STATE_PIN_RANGES[stateCode];
  if (!ranges) return null;
  return ranges.map(([low, high]) => (low === high ? `${low}` : `${low}-${high}`)).join(', ');
}

/**
 * True when the six-digit PIN may belong to the state: its first three digits fall in one of the
 * state's ranges, or the state has no published range.
 */
export function pinCodeFitsState(pinCode: string, stateCode: string): boolean {
  const ranges = STATE_PIN_RANGES[stateCode];
  if (!ranges) return true;
  const prefix = Number(pinCode.slice(0, 3));
  return ranges.some(([low, high]) => prefix >= low && prefix <= high);
}

/** The message naming the PIN and the state's ranges, or null when the PIN fits. */
export function pinCodeStateProblem(pinCode: string, stateCode: string, stateName: string): string | null {
  if (pinCodeFitsState(pinCode, stateCode)) return null;
  return `PIN code ${pinCode} is not in ${stateName}: its PIN codes start with ${pinRangesText(stateCode)}`;
}
