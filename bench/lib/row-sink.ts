// Rows travel as arrays in the column order below, so the SQLite writer binds them positionally
// and the PostgreSQL writer flattens them into multi-row INSERTs, with no per-row objects.

export type Cell = string | number | null;
export type Row = Cell[];

export const TABLE_COLUMNS = {
  categories: ['id', 'name', 'created_at'],
  products: [
    'id',
    'name',
    'hsn_code',
    'mrp',
    'rate',
    'gst_rate_id',
    'reorder_level',
    'category_id',
    'unit',
    'price_editable',
    'opening_stock',
    'created_at',
  ],
  customers: ['id', 'name', 'email', 'phone', 'gstin', 'address', 'state_code', 'created_at'],
  suppliers: ['id', 'name', 'email', 'phone', 'gstin', 'address', 'state_code', 'created_at'],
  invoices: [
    'id',
    'invoice_number',
    'number_key',
    'financial_year',
    'date',
    'customer_id',
    'customer_name',
    'customer_gstin',
    'customer_email',
    'customer_phone',
    'customer_address',
    'customer_state_code',
    'place_of_supply',
    'supply_type',
    'status',
    'total_amount',
    'cgst_amount',
    'sgst_amount',
    'igst_amount',
    'gst_amount',
    'round_off',
    'grand_total',
    'created_at',
    'updated_at',
  ],
  invoice_items: [
    'id',
    'invoice_id',
    'line_no',
    'product_id',
    'product_name',
    'hsn_code',
    'unit',
    'quantity',
    'discount_bp',
    'gst_rate_bp',
    'mrp',
    'rate',
    'subtotal',
    'cgst_amount',
    'sgst_amount',
    'igst_amount',
    'tax_amount',
    'total',
  ],
  purchases: [
    'id',
    'purchase_number',
    'financial_year',
    'supplier_invoice_number',
    'purchase_date',
    'supplier_id',
    'supplier_name',
    'supplier_gstin',
    'supplier_email',
    'supplier_phone',
    'supplier_address',
    'supplier_state_code',
    'supply_type',
    'total_amount',
    'cgst_amount',
    'sgst_amount',
    'igst_amount',
    'gst_amount',
    'grand_total',
    'created_at',
  ],
  purchase_items: [
    'id',
    'purchase_id',
    'line_no',
    'product_id',
    'product_name',
    'hsn_code',
    'unit',
    'quantity',
    'discount_bp',
    'gst_rate_bp',
    'mrp',
    'amount',
    'rate',
    'subtotal',
    'tax_amount',
    'total',
  ],
  stock_movements: ['id', 'product_id', 'date', 'quantity', 'source_type', 'source_id'],
} as const;

export type TableName = keyof typeof TABLE_COLUMNS;

/** Tables in an order that satisfies every foreign key when written front to back. */
export const TABLE_ORDER: readonly TableName[] = [
  'categories',
  'products',
  'customers',
  'suppliers',
  'invoices',
  'purchases',
  'invoice_items',
  'purchase_items',
  'stock_movements',
];

/** Where generated rows go: one writer per dialect. */
export type RowSink = {
  add(table: TableName, row: Row): void;
  /** Ends the current batch (a transaction) so that a crash loses at most one batch. */
  commit(): Promise<void>;
  /** Makes the database ready for the app (indexes, id sequences) and closes the connection. */
  finish(): Promise<void>;
  /** Drops the unfinished batch and closes the connection, after an error. */
  abort(): Promise<void>;
};
