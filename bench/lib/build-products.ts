import { computeLineRate, type Paise } from '@bahi/domain';
import { BRANDS, GOODS_KINDS, VARIANTS } from './product-words';
import type { Random } from './random';

export type Category = { id: number; name: string };

export type Product = {
  id: number;
  name: string;
  hsnCode: string;
  mrp: Paise;
  /** Taxable rate inside the MRP at the current GST rate. */
  rate: Paise;
  /** GST percent on invoices dated before GST 2.0 (22 September 2025), and from then on. */
  rateBefore: number;
  rateAfter: number;
  gstRateId: number;
  categoryId: number;
  unit: string;
  priceEditable: boolean;
  openingStock: number;
  reorderLevel: number;
};

const MIN_MRP_RUPEES = 5;
const MAX_MRP_RUPEES = 5000;

export function buildCategories(): Category[] {
  const names = [...new Set(GOODS_KINDS.map((goods) => goods.category))];
  return names.map((name, index) => ({ id: index + 1, name }));
}

/** Shop prices: whole rupees, or 50 paise steps below ₹20, within ₹5 to ₹5,000. */
function buildMrp(random: Random, basePrice: number, packFactor: number): Paise {
  const rupees = basePrice * packFactor * (0.85 + 0.35 * random.next());
  const clamped = Math.min(MAX_MRP_RUPEES, Math.max(MIN_MRP_RUPEES, rupees));
  return clamped < 20 ? Math.round(clamped * 2) * 50 : Math.round(clamped) * 100;
}

function buildName(random: Random, goodsName: string, packLabel: string): string {
  const variant = random.pick(VARIANTS);
  const pack = packLabel === 'Single' ? '' : ` ${packLabel}`;
  return `${random.pick(BRANDS)} ${variant ? `${variant} ` : ''}${goodsName}${pack}`;
}

/** gstRateIds maps a percent (18) to the id of its row in the rate master. */
export function buildProducts(
  random: Random,
  count: number,
  categories: readonly Category[],
  gstRateIds: ReadonlyMap<number, number>,
): Product[] {
  const categoryIds = new Map(categories.map((category) => [category.name, category.id]));
  const usedNames = new Set<string>();
  const products: Product[] = [];
  for (let id = 1; id <= count; id += 1) {
    const goods = random.pick(GOODS_KINDS);
    const [packLabel, packFactor] = random.pick(goods.packs);
    let name = buildName(random, goods.name, packLabel);
    // Retry a few times for a fresh name; a rare leftover duplicate gets a distinguishing code.
    for (let attempt = 0; usedNames.has(name) && attempt < 10; attempt += 1) {
      name = buildName(random, goods.name, packLabel);
    }
    if (usedNames.has(name)) name = `${name} (${id})`;
    usedNames.add(name);
    const gstRateId = gstRateIds.get(goods.rateAfter);
    const categoryId = categoryIds.get(goods.category);
    if (gstRateId === undefined) throw new Error(`GST rate ${goods.rateAfter}% is not in the rate master`);
    if (categoryId === undefined) throw new Error(`Category ${goods.category} was not built`);
    const mrp = buildMrp(random, goods.price, packFactor);
    products.push({
      id,
      name,
      hsnCode: goods.hsn.slice(0, random.pick([4, 6, 8, 8])),
      mrp,
      rate: computeLineRate(mrp, 0, goods.rateAfter),
      rateBefore: goods.rateBefore,
      rateAfter: goods.rateAfter,
      gstRateId,
      categoryId,
      unit: goods.unit,
      priceEditable: random.chance(0.02),
      openingStock: random.int(0, 500),
      reorderLevel: random.pick([0, 5, 10, 20, 50]),
    });
  }
  return products;
}
