// Word lists for the product catalogue of a Raipur wholesale trader. Each kind of goods carries
// its HSN code and its GST rate before and after the GST 2.0 rate change of 22 September 2025
// (12% and 28% were folded into 5%, 18% and 40%), so old invoices show the old slabs as in life.

export type GoodsKind = {
  name: string;
  category: string;
  /** Eight digits; a product keeps the first 4, 6 or all 8 of them. */
  hsn: string;
  rateBefore: number;
  rateAfter: number;
  unit: string;
  /** MRP in rupees of the smallest pack. */
  price: number;
  packs: readonly (readonly [label: string, priceFactor: number])[];
};

const WEIGHT = [
  ['500 g', 1],
  ['1 kg', 1.9],
  ['5 kg', 9],
  ['25 kg', 42],
] as const;
const SMALL_WEIGHT = [
  ['50 g', 1],
  ['100 g', 1.9],
  ['200 g', 3.6],
  ['500 g', 8.5],
] as const;
const VOLUME = [
  ['500 ml', 1],
  ['1 L', 1.9],
  ['5 L', 9],
  ['15 L', 26],
] as const;
const COUNT = [
  ['Single', 1],
  ['Pack of 3', 2.8],
  ['Pack of 6', 5.4],
  ['Carton of 24', 20],
] as const;
const SIZE = [
  ['Small', 1],
  ['Medium', 1.6],
  ['Large', 2.4],
] as const;

/** Word lists are written as '|'-separated lines so that a list of 40 names stays a few lines long. */
export function words(...lines: string[]): readonly string[] {
  return lines.join('|').split('|');
}

function kind(
  name: string,
  category: string,
  hsn: string,
  rates: readonly [number, number],
  unit: string,
  price: number,
  packs: GoodsKind['packs'],
): GoodsKind {
  return { name, category, hsn, rateBefore: rates[0], rateAfter: rates[1], unit, price, packs };
}

export const GOODS_KINDS: readonly GoodsKind[] = [
  kind('Basmati Rice', 'Grocery', '10063020', [5, 5], 'KGS', 60, WEIGHT),
  kind('Sona Masoori Rice', 'Grocery', '10063090', [5, 5], 'KGS', 32, WEIGHT),
  kind('Toor Dal', 'Grocery', '07136000', [5, 5], 'KGS', 80, WEIGHT),
  kind('Moong Dal', 'Grocery', '07133190', [5, 5], 'KGS', 70, WEIGHT),
  kind('Chana Dal', 'Grocery', '07132000', [5, 5], 'KGS', 50, WEIGHT),
  kind('Wheat Atta', 'Grocery', '11010000', [5, 5], 'KGS', 25, WEIGHT),
  kind('Besan', 'Grocery', '11061000', [5, 5], 'KGS', 45, WEIGHT),
  kind('Sugar', 'Grocery', '17019990', [5, 5], 'KGS', 24, WEIGHT),
  kind('Iodised Salt', 'Grocery', '25010020', [0, 0], 'KGS', 12, WEIGHT),
  kind('Jaggery', 'Grocery', '17011310', [0, 0], 'KGS', 30, WEIGHT),
  kind('Poha', 'Grocery', '19041090', [5, 5], 'KGS', 28, WEIGHT),
  kind('Sooji', 'Grocery', '11031110', [5, 5], 'KGS', 26, WEIGHT),
  kind('Mustard Oil', 'Edible Oil', '15149120', [5, 5], 'LTR', 90, VOLUME),
  kind('Sunflower Oil', 'Edible Oil', '15121910', [5, 5], 'LTR', 85, VOLUME),
  kind('Soybean Oil', 'Edible Oil', '15079010', [5, 5], 'LTR', 75, VOLUME),
  kind('Groundnut Oil', 'Edible Oil', '15089010', [5, 5], 'LTR', 110, VOLUME),
  kind('Pure Ghee', 'Dairy', '04059020', [12, 5], 'LTR', 320, VOLUME),
  kind('Fresh Paneer', 'Dairy', '04061000', [5, 0], 'KGS', 90, SMALL_WEIGHT),
  kind('Turmeric Powder', 'Spices', '09103030', [5, 5], 'PAC', 22, SMALL_WEIGHT),
  kind('Red Chilli Powder', 'Spices', '09042211', [5, 5], 'PAC', 28, SMALL_WEIGHT),
  kind('Coriander Powder', 'Spices', '09092200', [5, 5], 'PAC', 20, SMALL_WEIGHT),
  kind('Garam Masala', 'Spices', '09109914', [5, 5], 'PAC', 45, SMALL_WEIGHT),
  kind('Jeera', 'Spices', '09093129', [5, 5], 'PAC', 35, SMALL_WEIGHT),
  kind('Tea', 'Beverages', '09024020', [5, 5], 'PAC', 55, SMALL_WEIGHT),
  kind('Instant Coffee', 'Beverages', '21011120', [18, 5], 'BTL', 95, SMALL_WEIGHT),
  kind('Mango Juice', 'Beverages', '20098990', [12, 5], 'BTL', 20, VOLUME),
  kind('Cola Soft Drink', 'Beverages', '22021010', [28, 40], 'BTL', 20, VOLUME),
  kind('Packaged Drinking Water', 'Beverages', '22011010', [18, 5], 'BTL', 10, VOLUME),
  kind('Glucose Biscuits', 'Snacks', '19053100', [18, 5], 'PAC', 5, COUNT),
  kind('Cream Biscuits', 'Snacks', '19053100', [18, 5], 'PAC', 10, COUNT),
  kind('Namkeen Mixture', 'Snacks', '21069099', [12, 5], 'PAC', 10, SMALL_WEIGHT),
  kind('Instant Noodles', 'Snacks', '19023010', [18, 5], 'PAC', 14, COUNT),
  kind('Chocolate Bar', 'Snacks', '18063100', [18, 5], 'NOS', 10, COUNT),
  kind('Bath Soap', 'Personal Care', '34011190', [18, 5], 'NOS', 35, COUNT),
  kind('Herbal Shampoo', 'Personal Care', '33051090', [18, 5], 'BTL', 99, VOLUME),
  kind('Coconut Hair Oil', 'Personal Care', '33059011', [18, 5], 'BTL', 45, VOLUME),
  kind('Toothpaste', 'Personal Care', '33061020', [18, 5], 'TUB', 40, COUNT),
  kind('Toothbrush', 'Personal Care', '96032100', [18, 5], 'NOS', 20, COUNT),
  kind('Talcum Powder', 'Personal Care', '33049120', [18, 5], 'NOS', 60, SIZE),
  kind('Face Cream', 'Personal Care', '33049990', [28, 18], 'NOS', 85, SIZE),
  kind('Detergent Powder', 'Household', '34022010', [18, 18], 'KGS', 55, WEIGHT),
  kind('Dishwash Bar', 'Household', '34029020', [18, 18], 'NOS', 10, COUNT),
  kind('Floor Cleaner', 'Household', '34022090', [18, 18], 'BTL', 95, VOLUME),
  kind('Agarbatti', 'Household', '33074100', [5, 5], 'BOX', 30, COUNT),
  kind('Safety Matches', 'Household', '36050010', [12, 5], 'BOX', 5, COUNT),
  kind('Mosquito Coil', 'Household', '38089191', [18, 18], 'BOX', 35, COUNT),
  kind('Wax Candles', 'Household', '34060010', [12, 5], 'PAC', 25, COUNT),
  kind('Exercise Notebook', 'Stationery', '48202000', [12, 0], 'NOS', 30, COUNT),
  kind('Ball Pen', 'Stationery', '96081019', [18, 18], 'NOS', 10, COUNT),
  kind('Pencil', 'Stationery', '96091000', [12, 0], 'NOS', 5, COUNT),
  kind('A4 Copier Paper', 'Stationery', '48025790', [12, 18], 'PAC', 280, COUNT),
  kind('LED Bulb 9W', 'Electricals', '85395000', [12, 18], 'NOS', 99, COUNT),
  kind('Extension Board', 'Electricals', '85369090', [18, 18], 'NOS', 249, SIZE),
  kind('Ceiling Fan', 'Electricals', '84145110', [18, 18], 'NOS', 1650, SIZE),
  kind('PVC Insulated Wire 90 m', 'Electricals', '85444999', [18, 18], 'ROL', 1200, SIZE),
  kind('AA Battery', 'Electricals', '85061000', [28, 18], 'PAC', 20, COUNT),
  kind('Brass Padlock', 'Hardware', '83011000', [18, 18], 'NOS', 150, SIZE),
  kind('Steel Tiffin Box', 'Kitchenware', '73239390', [12, 5], 'NOS', 220, SIZE),
  kind('Pressure Cooker', 'Kitchenware', '76151030', [12, 5], 'NOS', 950, SIZE),
  kind('Plastic Bucket', 'Household', '39249090', [18, 18], 'NOS', 120, SIZE),
  kind('Pan Masala', 'Tobacco and Pan', '21069020', [28, 40], 'PAC', 5, COUNT),
  kind('Portland Cement', 'Building Material', '25232930', [28, 18], 'BAG', 380, [['50 kg', 1]]),
  kind('Wall Emulsion Paint', 'Building Material', '32091090', [28, 18], 'LTR', 260, VOLUME),
  kind('Milk', 'Dairy', '04012000', [0, 0], 'LTR', 28, VOLUME),
  kind('Eggs', 'Dairy', '04072100', [0, 0], 'NOS', 7, COUNT),
];

export const BRANDS = words(
  'Shakti|Annapurna|Gokul|Navratna|Swastik|Kamdhenu|Mahanadi|Sunrise|Vindhya|Chhattis|Lakshmi|Ganga',
  'Sahyadri|Indravati|Bastar Gold|Maa Bamleshwari|Surya|Amrit|Saral|Kesar|Shubh|Nandini|Prabhat',
  'Utkarsh|Sona|Heera|Moti|Jyoti|Sankalp|Vijay|Tiranga|Sagar|Ujala|Bharat|Anand|Tulsi|Kaveri|Narmada',
  'Shivnath|Arpa',
);

/** Blank entries make most products plain ("Shakti Toor Dal 1 kg"). */
export const VARIANTS = words('|||Premium|Classic|Gold|Super|Regular|Special|Select|Value Pack');
