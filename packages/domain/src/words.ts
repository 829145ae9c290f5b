import { assertSafeInteger } from './exact';
import type { Paise } from './money';

// Amounts in words for invoices, in the Indian system (thousand, lakh, crore) that buyers and
// auditors expect, e.g. 'Rupees One Crore Twenty Three Lakh … Only'.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99 in words. */
function twoDigitsInWords(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

/** 1..999 in words. */
function threeDigitsInWords(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(twoDigitsInWords(rest));
  return parts.join(' ');
}

/**
 * A positive whole number in Indian words. Beyond 99 crore the crore count is itself spelt in
 * Indian words ('One Hundred Crore', 'One Lakh Crore'), the usual way to read such amounts.
 */
export function integerInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Cannot spell ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores > 0) parts.push(`${integerInIndianWords(crores)} Crore`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs > 0) parts.push(`${twoDigitsInWords(lakhs)} Lakh`);
  const thousands = Math.floor((n % 100_000) / 1000);
  if (thousands > 0) parts.push(`${twoDigitsInWords(thousands)} Thousand`);
  const rest = n % 1000;
  if (rest > 0) parts.push(threeDigitsInWords(rest));
  return parts.join(' ');
}

/**
 * 35400 → 'Rupees Three Hundred Fifty Four Only';
 * 5678234589 → 'Rupees Five Crore … Forty Five and Eighty Nine Paise Only'.
 * A negative amount (a credit) reads 'Rupees Minus …'.
 */
export function amountInWords(p: Paise): string {
  assertSafeInteger(p, 'Amount');
  const absolute = Math.abs(p);
  const rupees = integerInIndianWords(Math.floor(absolute / 100));
  const paise = absolute % 100;
  const sign = p < 0 ? 'Minus ' : '';
  const paiseText = paise > 0 ? ` and ${twoDigitsInWords(paise)} Paise` : '';
  return `Rupees ${sign}${rupees}${paiseText} Only`;
}
