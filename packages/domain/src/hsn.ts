// HSN (goods) and SAC (services, 99xxxx) codes are 4, 6 or 8 digits; the invoice HSN summary
// groups on the code as typed, so no spaces or dots are accepted here.

export const HSN_PATTERN = /^(?:\d{4}|\d{6}|\d{8})$/;

export function isValidHsn(code: string): boolean {
  return HSN_PATTERN.test(code);
}
