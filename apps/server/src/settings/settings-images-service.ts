import {
  readSettingsImage,
  type SettingsImageKind,
  type SettingsImages,
  type StoredSettingsImage,
} from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange, recordDeleted } from '../core/edit-log/record-change';
import { fieldError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { toSettingsImages } from '../core/shop/settings-images';
import {
  deleteSettingsImage,
  findSettingsImages,
  storeSettingsImage,
} from '../core/shop/settings-images-repository';

// The shop's logo and signature (Settings, "Logo and signature"): printed on its invoices, the
// logo beside the seller's name and the signature above "Authorised Signatory". The edit log
// records each upload and removal as a change of the settings (record id logo or signature), with
// the image's type and size rather than its bytes.

export async function getSettingsImages(ctx: RequestContext): Promise<SettingsImages> {
  return toSettingsImages(await findSettingsImages(ctx.db));
}

export async function putSettingsImage(
  ctx: RequestContext,
  kind: SettingsImageKind,
  dataUrl: string,
): Promise<SettingsImages> {
  const image = readSettingsImage(kind, dataUrl);
  if (!image.ok) throw fieldError(kind, image.message);
  return inTransaction(ctx.db, async (trx) => {
    const before = toSettingsImages(await findSettingsImages(trx));
    await storeSettingsImage(trx, {
      kind,
      mime_type: image.mimeType,
      size: image.size,
      data_base64: image.base64,
      updated_at: new Date().toISOString(),
    });
    const after = toSettingsImages(await findSettingsImages(trx));
    await recordChange(withDb(ctx, trx), {
      recordType: 'settings',
      recordId: kind,
      action: before[kind] ? 'update' : 'create',
      before: logged(before[kind]),
      after: logged(after[kind]),
    });
    return after;
  });
}

export async function removeSettingsImage(
  ctx: RequestContext,
  kind: SettingsImageKind,
): Promise<SettingsImages> {
  return inTransaction(ctx.db, async (trx) => {
    const before = toSettingsImages(await findSettingsImages(trx));
    if (!before[kind]) return before;
    await deleteSettingsImage(trx, kind);
    await recordDeleted(withDb(ctx, trx), 'settings', kind, logged(before[kind]));
    return toSettingsImages(await findSettingsImages(trx));
  });
}

/** What the edit log keeps of an image: its type, size and time, not its bytes. */
function logged(image: StoredSettingsImage | null): Omit<StoredSettingsImage, 'data_url'> | null {
  if (!image) return null;
  const { data_url: _data, ...rest } = image;
  return rest;
}
