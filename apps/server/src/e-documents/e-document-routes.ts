import { eDocumentDueRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { numbersDue } from './number-due-report';

export function registerEDocumentRoutes(api: ApiRouter): void {
  api.add(eDocumentDueRoutes.due, ({ ctx }) => numbersDue(ctx));
}
