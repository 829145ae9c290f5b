import { z } from 'zod';

// The shop's logo and signature, printed on its invoices: a PNG or JPEG of at most 500 kB each,
// sent as a data: URL (what a browser's FileReader gives) and answered the same way.

export const SETTINGS_IMAGE_KINDS = ['logo', 'signature'] as const;
export type SettingsImageKind = (typeof SETTINGS_IMAGE_KINDS)[number];

export const SETTINGS_IMAGE_LABELS: Record<SettingsImageKind, string> = {
  logo: 'Logo',
  signature: 'Signature',
};

export const SETTINGS_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type SettingsImageType = (typeof SETTINGS_IMAGE_TYPES)[number];

/** The largest image accepted, in bytes (500 kB). */
export const SETTINGS_IMAGE_MAX_BYTES = 500 * 1024;

export const settingsImageParamsSchema = z.object({
  kind: z.enum(SETTINGS_IMAGE_KINDS, { error: `kind must be one of ${SETTINGS_IMAGE_KINDS.join(', ')}` }),
});

/** PUT /api/settings/images/:kind body. What the image holds is checked by the server (readSettingsImage). */
export const settingsImageInputSchema = z.object({
  data_url: z
    .string({ error: 'data_url must be the image as a data: URL' })
    .describe('data:image/png;base64,… or data:image/jpeg;base64,…'),
});

const storedImageSchema = z.object({
  mime_type: z.enum(SETTINGS_IMAGE_TYPES),
  /** Bytes of the image file. */
  size: z.number().int(),
  data_url: z.string(),
  updated_at: z.string(),
});
export type StoredSettingsImage = z.output<typeof storedImageSchema>;

/** The logo and the signature, each null until uploaded. */
export const settingsImagesSchema = z.object({
  logo: storedImageSchema.nullable(),
  signature: storedImageSchema.nullable(),
});
export type SettingsImages = z.output<typeof settingsImagesSchema>;

/** A checked image: its type and bytes, or the message to show under the field. */
export type SettingsImageCheck =
  | { ok: true; mimeType: SettingsImageType; base64: string; size: number }
  | { ok: false; message: string };

/**
 * Reads a data: URL as an image the shop may print: PNG or JPEG by its first bytes (not only by
 * what the URL claims), and at most 500 kB. The message names the field (Logo, Signature).
 */
export function readSettingsImage(kind: SettingsImageKind, dataUrl: string): SettingsImageCheck {
  const label = SETTINGS_IMAGE_LABELS[kind];
  const wrongType: SettingsImageCheck = { ok: false, message: `${label} must be a PNG or JPEG image` };
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl.trim());
  if (!match) return wrongType;
  const base64 = match[2] ?? '';
  // The size first, from the length of the text, so a huge upload is not decoded to be refused.
  const size =
    Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
  if (size > SETTINGS_IMAGE_MAX_BYTES) {
    return {
      ok: false,
      message: `${label} must be at most 500 kB (this file is ${Math.ceil(size / 1024)} kB)`,
    };
  }
  if (size === 0) return wrongType;
  const mimeType = sniffImageType(decodeBase64(base64.slice(0, 12)));
  if (mimeType === null) return wrongType;
  return { ok: true, mimeType, base64, size };
}

function sniffImageType(bytes: number[]): SettingsImageType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The bytes of a few base64 characters (the domain has no Buffer or atob). */
function decodeBase64(base64: string): number[] {
  const bytes: number[] = [];
  let bits = 0;
  let count = 0;
  for (const character of base64) {
    const digit = BASE64_DIGITS.indexOf(character);
    if (digit < 0) break;
    bits = (bits << 6) | digit;
    count += 6;
    if (count >= 8) {
      count -= 8;
      bytes.push((bits >> count) & 0xff);
    }
  }
  return bytes;
}
