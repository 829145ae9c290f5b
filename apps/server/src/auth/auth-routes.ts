import { authRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { type SetupGate, setUpWithLink } from './first-owner';
import { signIn } from './login-service';
import {
  changeAuthSettings,
  changeOwnPassword,
  endEverySession,
  endSession,
  getAuthSettings,
  getMe,
  startSession,
} from './session-service';
import { toMe } from './users/user-presenter';
import { countUsers } from './users/user-repository';

export type AuthRouteDeps = { setupGate: SetupGate };

export function registerAuthRoutes(api: ApiRouter, deps: AuthRouteDeps): void {
  api.add(authRoutes.setupStatus, async ({ ctx }) => ({ needs_setup: (await countUsers(ctx.db)) === 0 }));
  api.add(authRoutes.setup, async ({ ctx, body, session }) => {
    const owner = await setUpWithLink(ctx, deps.setupGate, body);
    session.setCookie(await startSession(ctx, Number(owner.id)));
    return toMe(owner);
  });
  api.add(authRoutes.login, async ({ ctx, body, session }) => {
    const { me, secret } = await signIn(ctx, body);
    session.setCookie(secret);
    return me;
  });
  api.add(authRoutes.logout, async ({ ctx, session }) => {
    await endSession(ctx, session.sessionId);
    session.setCookie(null);
  });
  api.add(authRoutes.logoutEverywhere, async ({ ctx, session }) => {
    await endEverySession(ctx);
    session.setCookie(null);
  });
  api.add(authRoutes.me, ({ ctx }) => getMe(ctx));
  api.add(authRoutes.changePassword, ({ ctx, body, session }) =>
    changeOwnPassword(ctx, session.sessionId, body),
  );
  api.add(authRoutes.settings, ({ ctx }) => getAuthSettings(ctx));
  api.add(authRoutes.changeSettings, ({ ctx, body }) => changeAuthSettings(ctx, body));
}
