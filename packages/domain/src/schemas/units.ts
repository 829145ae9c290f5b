import { z } from 'zod';

// Unit Quantity Codes (UQC) as the GST portal lists them for invoices and returns.
export const UNITS = [
  { code: 'BAG', name: 'Bags' },
  { code: 'BAL', name: 'Bale' },
  { code: 'BDL', name: 'Bundles' },
  { code: 'BKL', name: 'Buckles' },
  { code: 'BOU', name: 'Billion of units' },
  { code: 'BOX', name: 'Box' },
  { code: 'BTL', name: 'Bottles' },
  { code: 'BUN', name: 'Bunches' },
  { code: 'CAN', name: 'Cans' },
  { code: 'CBM', name: 'Cubic meters' },
  { code: 'CCM', name: 'Cubic centimeters' },
  { code: 'CMS', name: 'Centimeters' },
  { code: 'CTN', name: 'Cartons' },
  { code: 'DOZ', name: 'Dozens' },
  { code: 'DRM', name: 'Drums' },
  { code: 'GGK', name: 'Great gross' },
  { code: 'GMS', name: 'Grammes' },
  { code: 'GRS', name: 'Gross' },
  { code: 'GYD', name: 'Gross yards' },
  { code: 'KGS', name: 'Kilograms' },
  { code: 'KLR', name: 'Kilolitre' },
  { code: 'KME', name: 'Kilometre' },
  { code: 'LTR', name: 'Litre' },
  { code: 'MLT', name: 'Millilitre' },
  { code: 'MTR', name: 'Meters' },
  { code: 'MTS', name: 'Metric ton' },
  { code: 'NOS', name: 'Numbers' },
  { code: 'OTH', name: 'Others' },
  { code: 'PAC', name: 'Packs' },
  { code: 'PCS', name: 'Pieces' },
  { code: 'PRS', name: 'Pairs' },
  { code: 'QTL', name: 'Quintal' },
  { code: 'ROL', name: 'Rolls' },
  { code: 'SET', name: 'Sets' },
  { code: 'SQF', name: 'Square feet' },
  { code: 'SQM', name: 'Square meters' },
  { code: 'SQY', name: 'Square yards' },
  { code: 'TBS', name: 'Tablets' },
  { code: 'TGM', name: 'Ten gross' },
  { code: 'THD', name: 'Thousands' },
  { code: 'TON', name: 'Tonnes' },
  { code: 'TUB', name: 'Tubes' },
  { code: 'UGS', name: 'US gallons' },
  { code: 'UNT', name: 'Units' },
  { code: 'YDS', name: 'Yards' },
] as const;

export const DEFAULT_UNIT = 'NOS';

const UNIT_CODES = new Set<string>(UNITS.map((unit) => unit.code));

/** A UQC such as 'KGS' (any case on input); blank or missing means NOS. */
export function unitField() {
  return z
    .string({ error: 'Unit must be text' })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return DEFAULT_UNIT;
      if (!UNIT_CODES.has(value)) {
        ctx.issues.push({
          code: 'custom',
          message: `Unit ${value} is not a GST unit code (UQC)`,
          input: value,
        });
        return z.NEVER;
      }
      return value;
    });
}
