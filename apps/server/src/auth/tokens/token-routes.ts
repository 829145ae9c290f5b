import { apiTokenRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../../core/http/api-router';
import { createToken, listTokens, revokeToken } from './token-service';

export function registerTokenRoutes(api: ApiRouter): void {
  api.add(apiTokenRoutes.list, ({ ctx }) => listTokens(ctx));
  api.add(apiTokenRoutes.create, ({ ctx, body }) => createToken(ctx, body));
  api.add(apiTokenRoutes.revoke, ({ ctx, params }) => revokeToken(ctx, params.id));
}
