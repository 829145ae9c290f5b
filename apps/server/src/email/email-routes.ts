import { emailRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { changeEmailSettings, getEmailSettings } from './email-settings-service';

export function registerEmailRoutes(api: ApiRouter): void {
  api.add(emailRoutes.settings, ({ ctx }) => getEmailSettings(ctx));
  api.add(emailRoutes.updateSettings, ({ ctx, body }) => changeEmailSettings(ctx, body));
}
