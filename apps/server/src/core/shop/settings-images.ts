import type { SettingsImages } from '@bahi/domain/schemas';
import type { Db } from '../db/database';
import { findSettingsImages, type SettingsImageRow } from './settings-images-repository';

// The shop's logo and signature as the API shows them and as its documents print them.

export function toSettingsImages(rows: SettingsImageRow[]): SettingsImages {
  const images: SettingsImages = { logo: null, signature: null };
  for (const row of rows) {
    images[row.kind] = {
      mime_type: row.mime_type,
      size: row.size,
      data_url: `data:${row.mime_type};base64,${row.data_base64}`,
      updated_at: row.updated_at,
    };
  }
  return images;
}

/** The images as an invoice prints them: data: URLs, or nothing. */
export async function printedSettingsImages(db: Db): Promise<{ logo?: string; signature?: string }> {
  const images = toSettingsImages(await findSettingsImages(db));
  return {
    ...(images.logo ? { logo: images.logo.data_url } : {}),
    ...(images.signature ? { signature: images.signature.data_url } : {}),
  };
}
