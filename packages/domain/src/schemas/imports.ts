import { z } from 'zod';
import { rowProblemSchema } from './row-problem';

// Importing masters from a spreadsheet (.xlsx) or CSV: what can be imported, the columns of each
// kind (named as the forms name the fields), the request that carries the file and the answers.

export const IMPORT_KINDS = [
  'products',
  'customers',
  'suppliers',
  'opening-stock',
  'customer-opening-balances',
  'supplier-opening-balances',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  products: 'Products',
  customers: 'Customers',
  suppliers: 'Suppliers',
  'opening-stock': 'Opening stock',
  'customer-opening-balances': 'Customer opening balances',
  'supplier-opening-balances': 'Supplier opening balances',
};

/** An opening balance row: the party (by name), the old books' bill, or an advance (Type: Advance). */
const OPENING_BALANCE_FIELDS = (nameLabel: string, example: string): ImportField[] => [
  { key: 'party', label: nameLabel, required: true, aliases: ['name', 'party'], example },
  { key: 'kind', label: 'Type', required: false, aliases: ['bill or advance'], example: 'Bill' },
  {
    key: 'number',
    label: 'Bill No',
    required: false,
    aliases: ['bill number', 'invoice no', 'number'],
    example: 'OLD/0412',
  },
  { key: 'date', label: 'Bill Date', required: true, aliases: ['date'], example: '15-09-2026' },
  {
    key: 'amount',
    label: 'Amount',
    required: true,
    aliases: ['amount due', 'balance', 'pending'],
    example: 12000,
  },
  { key: 'due_date', label: 'Due Date', required: false, aliases: ['due'], example: '15-10-2026' },
];

export type ImportField = {
  /** The field's key: the form's field (name, hsn_code …), the key of a mapping and of a problem. */
  key: string;
  /** The column's name in the template, as the form labels the field. */
  label: string;
  required: boolean;
  /** Other column names read as this field (compared ignoring case, spaces and punctuation). */
  aliases: readonly string[];
  /** The template's example value. */
  example: string | number;
};

const PARTY_FIELDS = (nameLabel: string, example: string): ImportField[] => [
  { key: 'name', label: nameLabel, required: true, aliases: ['name'], example },
  {
    key: 'gstin',
    label: 'GST No',
    required: false,
    aliases: ['gstin', 'gst number'],
    example: '07AAACR5055K1Z5',
  },
  { key: 'address', label: 'Address', required: false, aliases: [], example: '12 Chandni Chowk, Delhi' },
  { key: 'state_code', label: 'State', required: false, aliases: ['state code'], example: '07' },
  { key: 'phone', label: 'Phone', required: false, aliases: ['mobile'], example: '9876543210' },
  { key: 'email', label: 'Email', required: false, aliases: ['e-mail'], example: 'accounts@example.in' },
];

/** The columns of each kind, in the template's order. */
export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  products: [
    {
      key: 'name',
      label: 'Product Name',
      required: true,
      aliases: ['name', 'product'],
      example: 'Tata Tea 250 g',
    },
    { key: 'hsn_code', label: 'HSN Code', required: true, aliases: ['hsn'], example: '0902' },
    { key: 'category', label: 'Category', required: false, aliases: [], example: '' },
    { key: 'mrp', label: 'MRP', required: true, aliases: [], example: 150 },
    { key: 'rate', label: 'Rate', required: true, aliases: ['price', 'sale rate'], example: 135 },
    { key: 'gst_rate', label: 'GST Rate', required: true, aliases: ['gst', 'gst %', 'tax rate'], example: 5 },
    {
      key: 'supply_category',
      label: 'Supply Category',
      required: false,
      aliases: ['category of supply', 'tax category'],
      example: 'Taxable',
    },
    { key: 'unit', label: 'Unit', required: false, aliases: ['uqc'], example: 'NOS' },
    { key: 'reorder_level', label: 'Reorder Level', required: true, aliases: [], example: 10 },
    { key: 'opening_stock', label: 'Opening Stock', required: false, aliases: [], example: 40 },
    {
      key: 'price_editable',
      label: 'Open Price',
      required: false,
      aliases: ['price editable'],
      example: 'No',
    },
    {
      key: 'opening_rate',
      label: 'Opening Cost Rate',
      required: false,
      aliases: ['cost rate', 'cost'],
      example: 120,
    },
  ],
  customers: PARTY_FIELDS('Customer Name', 'Sharma Traders'),
  suppliers: PARTY_FIELDS('Supplier Name', 'Gupta Wholesale'),
  'customer-opening-balances': OPENING_BALANCE_FIELDS('Customer Name', 'Sharma Traders'),
  'supplier-opening-balances': OPENING_BALANCE_FIELDS('Supplier Name', 'Gupta Wholesale'),
  'opening-stock': [
    {
      key: 'name',
      label: 'Product Name',
      required: true,
      aliases: ['name', 'product'],
      example: 'Tata Tea 250 g',
    },
    { key: 'hsn_code', label: 'HSN Code', required: false, aliases: ['hsn'], example: '0902' },
    {
      key: 'opening_stock',
      label: 'Opening Stock',
      required: true,
      aliases: ['quantity', 'qty', 'stock'],
      example: 40,
    },
    {
      key: 'opening_rate',
      label: 'Cost Rate',
      required: false,
      aliases: ['opening cost rate', 'cost', 'purchase rate'],
      example: 120,
    },
  ],
};

/** What to do with a row that matches a record already there. */
export const IMPORT_ON_MATCH = ['update', 'skip'] as const;
export type ImportOnMatch = (typeof IMPORT_ON_MATCH)[number];

/** The largest file an import takes, in bytes (before base64). */
export const IMPORT_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The :kind of an import's path; another word names no import (404). */
export const importKindParamsSchema = z.object({
  kind: z
    .string()
    .max(40)
    .meta({ description: `What is imported: ${IMPORT_KINDS.join(', ')}` }),
});

export function isImportKind(text: string): text is ImportKind {
  return (IMPORT_KINDS as readonly string[]).includes(text);
}

/** POST /api/imports/:kind/preview and /commit body: the file and how to read it. */
export const importRequestSchema = z.object({
  file_name: z
    .string({ error: 'File is required' })
    .trim()
    .min(1, 'File is required')
    .max(255, 'File name must be at most 255 characters'),
  content_base64: z
    .string({ error: 'File is required' })
    .min(1, 'File is empty')
    .max(Math.ceil(IMPORT_MAX_FILE_BYTES / 3) * 4, 'File must be at most 10 MB')
    .meta({ description: 'The file (.xlsx or .csv) in base64' }),
  /** Field key → column header; a field left out is read from the column of its own name. */
  mapping: z
    .record(z.string(), z.string().nullable())
    .optional()
    .meta({ description: 'Field → column header of the file; null leaves the field out' }),
  on_match: z
    .enum(IMPORT_ON_MATCH, { error: 'on_match must be update or skip' })
    .default('update')
    .meta({ description: 'A row matching a record already there: update the record, or skip the row' }),
  create_categories: z.boolean({ error: 'create_categories must be true or false' }).default(false).meta({
    description:
      'Products: create the categories the file names that do not exist (new_categories of the preview), in the same transaction',
  }),
});

export const importProblemSchema = rowProblemSchema;

export const importPreviewSchema = z.object({
  /** The column headers of the file, in order. */
  columns: z.array(z.string()),
  /** Field key → the column it is read from (null: not in the file). */
  mapping: z.record(z.string(), z.string().nullable()),
  /** Rows with data (blank rows are left out). */
  rows: z.number().int(),
  problems: z.array(importProblemSchema),
  to_create: z.number().int(),
  to_update: z.number().int(),
  to_skip: z.number().int(),
  /** Products: categories the file names that do not exist, as first written in the file. */
  new_categories: z.array(z.string()),
});

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  /** Categories created for the rows (create_categories). */
  categories_created: z.number().int(),
});

export type ImportRequest = z.input<typeof importRequestSchema>;
export type ImportRequestValues = z.output<typeof importRequestSchema>;
export type ImportProblem = z.output<typeof importProblemSchema>;
export type ImportPreview = z.output<typeof importPreviewSchema>;
export type ImportResult = z.output<typeof importResultSchema>;
