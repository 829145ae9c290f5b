import { gstr2bRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { decideGstr2b, undoGstr2bDecision } from './gstr2b-decisions-service';
import { importGstr2b } from './gstr2b-import';
import { getGstr2bMatching } from './gstr2b-service';

export function registerGstr2bRoutes(api: ApiRouter): void {
  api.add(gstr2bRoutes.import, ({ ctx, body }) => importGstr2b(ctx, body));
  api.add(gstr2bRoutes.matching, ({ ctx, query }) => getGstr2bMatching(ctx, query.period));
  api.add(gstr2bRoutes.decide, ({ ctx, body }) => decideGstr2b(ctx, body));
  api.add(gstr2bRoutes.undo, ({ ctx, params }) => undoGstr2bDecision(ctx, params.id));
}
