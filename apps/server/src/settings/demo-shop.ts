// The sample shop behind "Explore with sample data": a made-up Raipur agency, marked DEMO on every
// screen and PDF, with a few products, customers and suppliers to bill with. Wiping it deletes
// every record and returns the database to first-run setup.

export const DEMO_SELLER = {
  name: 'Demo Traders (sample data)',
  gstin: '22AAAAA0000A1ZC',
  state_code: '22',
  phone: '+91 771 400 0000',
  email: 'demo@example.com',
  address: 'Shop 12, Sadar Bazar, Raipur, Chhattisgarh 492001',
  bank_name: 'Demo Bank',
  bank_account_number: '000000111222',
  bank_ifsc: 'DEMO0000001',
  bank_branch: 'Sample branch',
  upi_id: 'demotraders@upi',
  invoice_prefix: 'DEMO',
} as const;

/** Products: rate and MRP in paise, GST in basis points (the rate must exist in gst_rates). */
export const DEMO_PRODUCTS = [
  {
    name: 'Basmati Rice 5 kg',
    hsn_code: '1006',
    rate: 42000,
    mrp: 52500,
    rate_bp: 500,
    unit: 'BAG',
    opening_stock: 40,
  },
  {
    name: 'Sunflower Oil 1 L',
    hsn_code: '1512',
    rate: 13500,
    mrp: 16500,
    rate_bp: 500,
    unit: 'PCS',
    opening_stock: 120,
  },
  {
    name: 'Toor Dal 1 kg',
    hsn_code: '0713',
    rate: 11800,
    mrp: 14000,
    rate_bp: 0,
    unit: 'KGS',
    opening_stock: 80,
  },
  {
    name: 'Detergent Powder 1 kg',
    hsn_code: '3402',
    rate: 9500,
    mrp: 12000,
    rate_bp: 1800,
    unit: 'PCS',
    opening_stock: 60,
  },
  {
    name: 'बासमती चावल 1 किलो',
    hsn_code: '1006',
    rate: 9000,
    mrp: 11000,
    rate_bp: 500,
    unit: 'KGS',
    opening_stock: 50,
  },
] as const;

export const DEMO_CUSTOMERS = [
  {
    name: 'Sharma Kirana Store',
    gstin: '22AABCS1429B1Z4',
    state_code: '22',
    address: 'Gol Bazar, Raipur',
    phone: '9826000001',
    email: null,
  },
  {
    name: 'Nagpur Wholesale Mart',
    gstin: '27AAACN1234F1ZX',
    state_code: '27',
    address: 'Itwari, Nagpur',
    phone: '9822000002',
    email: null,
  },
  { name: 'Walk-in customer', gstin: null, state_code: '22', address: 'Raipur', phone: null, email: null },
] as const;

export const DEMO_SUPPLIERS = [
  {
    name: 'Chhattisgarh Agro Foods',
    gstin: '22AAECC7788K1Z8',
    state_code: '22',
    address: 'Urla Industrial Area, Raipur',
    phone: '9826000010',
    email: null,
  },
] as const;
