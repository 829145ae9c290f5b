import type { EmailSettings, EmailSettingsInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import type { RequestContext } from '../core/http/request-context';
import {
  type EmailSettingsRow,
  findEmailSettings,
  updateEmailSettings,
} from '../core/mail/mail-settings-repository';
import { saveSettingsRow } from '../core/versions/settings-row';

// The shop's mail server: read (never with its password) and replaced by the owner, versioned and
// in the edit log like every other setting. A blank password keeps the one saved, so the owner
// can change the server's name without typing the password again.

export function toEmailSettings(row: EmailSettingsRow): EmailSettings {
  return {
    configured: row.configured === 1,
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password_set: row.password !== null && row.password !== '',
    from_address: row.from_address,
    from_name: row.from_name,
    updated_at: row.updated_at,
    version: row.version,
  };
}

export async function getEmailSettings(ctx: RequestContext): Promise<EmailSettings> {
  return toEmailSettings(await findEmailSettings(ctx.db));
}

export async function changeEmailSettings(
  ctx: RequestContext,
  input: EmailSettingsInput,
): Promise<EmailSettings> {
  const { version, password, ...values } = input;
  return inTransaction(ctx.db, async (trx) => {
    const saved = await findEmailSettings(trx);
    const before = toEmailSettings(saved);
    return saveSettingsRow(ctx, trx, {
      table: 'email_settings',
      label: 'The e-mail settings',
      fromVersion: version,
      before,
      write: async () =>
        toEmailSettings(
          await updateEmailSettings(trx, {
            ...values,
            password: password ?? saved.password,
            configured: 1,
            updated_at: new Date().toISOString(),
          }),
        ),
    });
  });
}
