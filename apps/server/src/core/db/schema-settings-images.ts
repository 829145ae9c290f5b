/** The shop's logo or signature (migration 2026-11-25T1400): one row per kind, once uploaded. */
export type SettingsImageTable = {
  kind: 'logo' | 'signature';
  mime_type: 'image/png' | 'image/jpeg';
  size: number;
  data_base64: string;
  updated_at: string;
};
