import type { Settings } from '@bahi/domain/schemas';
import { ConflictError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findSettings, updateSettings } from '../core/shop/settings-repository';
import { seriesNames } from '../documents/document-kind-lists';
import { deleteSeries } from '../documents/document-series';
import {
  blankSettings,
  countDocuments,
  deleteAllRows,
  findGstRateIds,
  insertParties,
  insertProducts,
  WIPED_TABLES,
} from './demo-repository';
import { DEMO_CUSTOMERS, DEMO_PRODUCTS, DEMO_SELLER, DEMO_SUPPLIERS } from './demo-shop';
import { recordSettingsChange, toSettings } from './settings-service';

/**
 * "Explore with sample data": only from first-run setup, so sample records never mix with a real
 * shop's books. One transaction: the sample shop appears whole or not at all.
 */
export async function startDemoShop(ctx: RequestContext): Promise<Settings> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = toSettings(await findSettings(trx));
    if (before.configured || (await countDocuments(trx)) > 0) {
      throw new ConflictError('Sample data can only be loaded before the shop is set up');
    }
    const rateIds = await findGstRateIds(trx);
    await insertProducts(
      trx,
      DEMO_PRODUCTS.map(({ rate_bp, ...product }) => {
        const gstRateId = rateIds.get(rate_bp);
        if (gstRateId === undefined) throw new ConflictError(`The GST rate ${rate_bp / 100}% is missing`);
        return { ...product, gst_rate_id: gstRateId };
      }),
    );
    await insertParties(
      trx,
      'customers',
      DEMO_CUSTOMERS.map((party) => ({ ...party })),
    );
    await insertParties(
      trx,
      'suppliers',
      DEMO_SUPPLIERS.map((party) => ({ ...party })),
    );
    const row = await updateSettings(
      trx,
      { ...DEMO_SELLER, configured: 1, demo: 1 },
      new Date().toISOString(),
    );
    const after = toSettings(row);
    await recordSettingsChange(ctx, trx, before, after);
    return after;
  });
}

/**
 * Wipes the sample shop in one step: every document and master record goes (users, GST rates and
 * the edit log stay) and the next screen is first-run setup. Refused for a real shop.
 */
export async function wipeDemoShop(ctx: RequestContext): Promise<Settings> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = toSettings(await findSettings(trx));
    if (!before.demo)
      throw new ConflictError('Only the sample shop can be wiped; this shop holds real records');
    for (const table of WIPED_TABLES) await deleteAllRows(trx, table);
    await deleteSeries(trx, seriesNames());
    await blankSettings(trx, new Date().toISOString());
    const after = toSettings(await findSettings(trx));
    await recordSettingsChange(ctx, trx, before, after);
    return after;
  });
}
