import { HSN_PATTERN } from './hsn';

// The GST HSN/SAC code master: which codes exist and what they describe. The list itself is data
// the server ships and reads (it is too large for the web bundle); the rules over it live here.

export type HsnCode = { code: string; description: string };

/** The fewest HSN digits a shop must show: 4 up to ₹5 crore aggregate turnover, 6 above. */
export type HsnDigits = 4 | 6;

export function requiredHsnDigits(turnoverAbove5Crore: boolean): HsnDigits {
  return turnoverAbove5Crore ? 6 : 4;
}

export class HsnMaster {
  private readonly codes: string[];
  private readonly descriptions: string[];
  /** Upper-cased descriptions, for a word search that ignores case. */
  private readonly searchable: string[];

  constructor(entries: readonly HsnCode[]) {
    const sorted = [...entries].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    this.codes = sorted.map((entry) => entry.code);
    this.descriptions = sorted.map((entry) => entry.description);
    this.searchable = this.descriptions.map((description) => description.toUpperCase());
  }

  get size(): number {
    return this.codes.length;
  }

  /** The position of the first code at or after `prefix` (codes are sorted, so a binary search). */
  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.codes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.codes[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * A code a product may carry: an 8-digit code of the master, or 4 or 6 digits that begin at
   * least one code of the master (a heading or sub-heading, listed or not).
   */
  isKnown(code: string): boolean {
    if (!HSN_PATTERN.test(code)) return false;
    const found = this.codes[this.firstAtOrAfter(code)];
    if (found === undefined) return false;
    return code.length === 8 ? found === code : found.startsWith(code);
  }

  /** The code's description, else that of the longest listed heading it begins with, else null. */
  describe(code: string): string | null {
    for (let length = code.length; length >= 4; length -= 2) {
      const prefix = code.slice(0, length);
      const index = this.firstAtOrAfter(prefix);
      if (this.codes[index] === prefix) return this.descriptions[index] as string;
    }
    return null;
  }

  /**
   * Codes for a picker, in code order: digits find the codes that begin with them; words find the
   * codes whose description holds every word.
   */
  search(query: string, limit: number): HsnCode[] {
    const text = query.trim();
    if (text === '') return [];
    const found: HsnCode[] = [];
    if (/^\d+$/.test(text)) {
      for (let index = this.firstAtOrAfter(text); index < this.codes.length; index += 1) {
        const code = this.codes[index] as string;
        if (!code.startsWith(text) || found.length === limit) break;
        found.push({ code, description: this.descriptions[index] as string });
      }
      return found;
    }
    const words = text.toUpperCase().split(/\s+/);
    for (let index = 0; index < this.codes.length && found.length < limit; index += 1) {
      const description = this.searchable[index] as string;
      if (words.every((word) => description.includes(word))) {
        found.push({ code: this.codes[index] as string, description: this.descriptions[index] as string });
      }
    }
    return found;
  }
}

/**
 * Why a product may not carry this HSN code, or null when it may: too few digits for the shop's
 * turnover, or a code the GST master does not hold (such a code is refused by the portal in
 * GSTR-1 Table 12 and by the e-invoice portal).
 */
export function hsnCodeProblem(code: string, master: HsnMaster, required: HsnDigits): string | null {
  if (!HSN_PATTERN.test(code)) return 'HSN Code must be 4, 6 or 8 digits';
  if (code.length < required) {
    return `HSN Code must have at least ${required} digits: the shop's aggregate turnover is above ₹5 crore (GST returns settings)`;
  }
  if (!master.isKnown(code)) return `HSN Code ${code} is not in the GST HSN/SAC code list`;
  return null;
}
