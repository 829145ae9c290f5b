import { settingsRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { startDemoShop, wipeDemoShop } from './demo-service';
import { getSettingsImages, putSettingsImage, removeSettingsImage } from './settings-images-service';
import { changeSettings, getGstRegistrations, getSettings } from './settings-service';

/** The seller's details printed on every invoice: one record, read and replaced. */
export function registerSettingsRoutes(api: ApiRouter): void {
  api.add(settingsRoutes.get, ({ ctx }) => getSettings(ctx));
  api.add(settingsRoutes.update, ({ ctx, body }) => changeSettings(ctx, body));
  api.add(settingsRoutes.gstRegistrations, ({ ctx }) => getGstRegistrations(ctx));
  api.add(settingsRoutes.startDemo, ({ ctx }) => startDemoShop(ctx));
  api.add(settingsRoutes.wipeDemo, ({ ctx }) => wipeDemoShop(ctx));
  api.add(settingsRoutes.images, ({ ctx }) => getSettingsImages(ctx));
  api.add(settingsRoutes.putImage, ({ ctx, params, body }) =>
    putSettingsImage(ctx, params.kind, body.data_url),
  );
  api.add(settingsRoutes.removeImage, ({ ctx, params }) => removeSettingsImage(ctx, params.kind));
}
