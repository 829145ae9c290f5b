import { userRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../../core/http/api-router';
import { changeUser, createUser, listUsers, resetPassword } from './user-service';

export function registerUserRoutes(api: ApiRouter): void {
  api.add(userRoutes.list, ({ ctx }) => listUsers(ctx));
  api.add(userRoutes.create, ({ ctx, body }) => createUser(ctx, body));
  api.add(userRoutes.update, ({ ctx, params, body }) => changeUser(ctx, params.id, body));
  api.add(userRoutes.resetPassword, ({ ctx, params, body }) => resetPassword(ctx, params.id, body.password));
}
