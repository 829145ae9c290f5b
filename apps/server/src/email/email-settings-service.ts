import type { EmailSettings, EmailSettingsInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { type RequestContext, withDb } from '../core/http/request-context';
import { claimNextVersion } from '../core/versions/version-guard';
import { type EmailSettingsRow, findEmailSettings, updateEmailSettings } from './email-repository';

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
    await claimNextVersion(withDb(ctx, trx), {
      table: 'email_settings',
      recordType: 'email_settings',
      id: 1,
      label: 'The e-mail settings',
      fromVersion: version,
    });
    const after = toEmailSettings(
      await updateEmailSettings(trx, {
        ...values,
        password: password ?? saved.password,
        configured: 1,
        updated_at: new Date().toISOString(),
      }),
    );
    await recordChange(withDb(ctx, trx), {
      recordType: 'email_settings',
      recordId: 1,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
