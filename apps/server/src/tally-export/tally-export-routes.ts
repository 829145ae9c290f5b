import { tallyRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { tallyExportSummary, tallyMastersFile, tallyVouchersFile } from './tally-export-service';
import { changeTallySettings, getTallySettings } from './tally-settings-service';

export function registerTallyRoutes(api: ApiRouter): void {
  api.add(tallyRoutes.settings, ({ ctx }) => getTallySettings(ctx));
  api.add(tallyRoutes.updateSettings, ({ ctx, body }) => changeTallySettings(ctx, body));
  api.add(tallyRoutes.summary, ({ ctx, query }) => tallyExportSummary(ctx, query));
  api.add(tallyRoutes.masters, ({ ctx }) => tallyMastersFile(ctx));
  api.add(tallyRoutes.vouchers, ({ ctx, query }) => tallyVouchersFile(ctx, query));
}
