import { returnRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { getGstr3b } from './gstr3b-service';
import { getFilings, markFiled, unlockFiling } from './return-filing-service';
import { changeReturnSettings, getReturnSettings } from './return-settings-service';
import { downloadGstr1, previewGstr1 } from './returns-service';

export function registerReturnRoutes(api: ApiRouter): void {
  api.add(returnRoutes.settings, ({ ctx }) => getReturnSettings(ctx));
  api.add(returnRoutes.updateSettings, ({ ctx, body }) => changeReturnSettings(ctx, body));
  api.add(returnRoutes.gstr1Preview, ({ ctx, query }) => previewGstr1(ctx, query.period));
  api.add(returnRoutes.gstr1, async ({ ctx, query }) => {
    const { json, fileName } = await downloadGstr1(ctx, query.period);
    return { file: Buffer.from(JSON.stringify(json)), fileName };
  });
  api.add(returnRoutes.gstr3b, ({ ctx, query }) => getGstr3b(ctx, query.period));
  api.add(returnRoutes.filings, ({ ctx }) => getFilings(ctx));
  api.add(returnRoutes.markFiled, ({ ctx, body }) => markFiled(ctx, body));
  api.add(returnRoutes.unlock, ({ ctx, params, body }) => unlockFiling(ctx, params.id, body.reason));
}
