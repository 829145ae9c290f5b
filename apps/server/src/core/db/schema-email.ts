import type { Generated } from 'kysely';

/** The shop's mail server: one row, id 1 (migration 2026-11-25T1220). */
export type EmailSettingsTable = {
  id: number;
  configured: number;
  host: string;
  port: number;
  security: 'tls' | 'starttls' | 'none';
  username: string | null;
  password: string | null;
  from_address: string;
  from_name: string | null;
  version: Generated<number>;
  updated_at: string;
};

/** An invoice e-mailed: to whom, when and by whom (migration 2026-11-25T1220). */
export type InvoiceEmailTable = {
  id: Generated<number>;
  invoice_id: number;
  sent_to: string;
  subject: string;
  sent_at: string;
  user_id: number | null;
  user_name: string;
  message_id: string | null;
};
