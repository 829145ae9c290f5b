import { settingsRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../http/api-router';
import { startDemoShop, wipeDemoShop } from './demo-service';
import { changeSettings, getSettings } from './settings-service';

/** The seller's details printed on every invoice: one record, read and replaced. */
export function registerSettingsRoutes(api: ApiRouter): void {
  api.add(settingsRoutes.get, ({ ctx }) => getSettings(ctx));
  api.add(settingsRoutes.update, ({ ctx, body }) => changeSettings(ctx, body));
  api.add(settingsRoutes.startDemo, ({ ctx }) => startDemoShop(ctx));
  api.add(settingsRoutes.wipeDemo, ({ ctx }) => wipeDemoShop(ctx));
}
