// GST state codes (the first two digits of a GSTIN and the place-of-supply code on invoices).
// Kept in the package so the product never depends on an outside reference file. 25 and 28 are
// legacy codes that still appear on old GSTINs, so they remain known.

export type State = { code: string; name: string };

export const STATES: readonly State[] = Object.freeze(
  [
    { code: '01', name: 'Jammu and Kashmir' },
    { code: '02', name: 'Himachal Pradesh' },
    { code: '03', name: 'Punjab' },
    { code: '04', name: 'Chandigarh' },
    { code: '05', name: 'Uttarakhand' },
    { code: '06', name: 'Haryana' },
    { code: '07', name: 'Delhi' },
    { code: '08', name: 'Rajasthan' },
    { code: '09', name: 'Uttar Pradesh' },
    { code: '10', name: 'Bihar' },
    { code: '11', name: 'Sikkim' },
    { code: '12', name: 'Arunachal Pradesh' },
    { code: '13', name: 'Nagaland' },
    { code: '14', name: 'Manipur' },
    { code: '15', name: 'Mizoram' },
    { code: '16', name: 'Tripura' },
    { code: '17', name: 'Meghalaya' },
    { code: '18', name: 'Assam' },
    { code: '19', name: 'West Bengal' },
    { code: '20', name: 'Jharkhand' },
    { code: '21', name: 'Odisha' },
    { code: '22', name: 'Chhattisgarh' },
    { code: '23', name: 'Madhya Pradesh' },
    { code: '24', name: 'Gujarat' },
    { code: '25', name: 'Daman and Diu (legacy)' },
    { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
    { code: '27', name: 'Maharashtra' },
    { code: '28', name: 'Andhra Pradesh (legacy)' },
    { code: '29', name: 'Karnataka' },
    { code: '30', name: 'Goa' },
    { code: '31', name: 'Lakshadweep' },
    { code: '32', name: 'Kerala' },
    { code: '33', name: 'Tamil Nadu' },
    { code: '34', name: 'Puducherry' },
    { code: '35', name: 'Andaman and Nicobar Islands' },
    { code: '36', name: 'Telangana' },
    { code: '37', name: 'Andhra Pradesh' },
    { code: '38', name: 'Ladakh' },
    { code: '97', name: 'Other Territory' },
  ].map((state) => Object.freeze(state)),
);

const NAMES_BY_CODE = new Map(STATES.map((state) => [state.code, state.name]));

/** Accepts '7' as well as '07', since a state code typed or stored as a number loses its zero. */
export function normalizeStateCode(code: string): string {
  const trimmed = code.trim();
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

export function stateName(code: string): string | undefined {
  return NAMES_BY_CODE.get(normalizeStateCode(code));
}

export function isKnownStateCode(code: string): boolean {
  return NAMES_BY_CODE.has(normalizeStateCode(code));
}
