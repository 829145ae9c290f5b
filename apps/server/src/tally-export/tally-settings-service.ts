import { DEFAULT_TALLY_LEDGERS, TALLY_LEDGER_ROLES, type TallyMapping } from '@bahi/domain';
import { EXPENSE_CATEGORIES, type TallySettings, type TallySettingsValues } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import type { RequestContext } from '../core/http/request-context';
import { saveSettingsRow } from '../core/versions/settings-row';
import { findTallySettings, type TallySettingsRow, updateTallySettings } from './tally-settings-repository';

// The ledger names a Tally export posts to: stored as the accountant typed them, with the
// defaults for any not set.

function parsed(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const nameOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

function toTallySettings(row: TallySettingsRow): TallySettings {
  const ledgers = parsed(row.ledgers);
  const expenseLedgers = parsed(row.expense_ledgers);
  return {
    company: row.company,
    ledgers: Object.fromEntries(
      TALLY_LEDGER_ROLES.map((role) => [role, nameOr(ledgers[role], DEFAULT_TALLY_LEDGERS[role])]),
    ) as TallySettings['ledgers'],
    expense_ledgers: Object.fromEntries(
      EXPENSE_CATEGORIES.map((category) => [category, nameOr(expenseLedgers[category], category)]),
    ) as TallySettings['expense_ledgers'],
    updated_at: row.updated_at,
    version: row.version,
  };
}

export function mappingOf(settings: TallySettings): TallyMapping {
  return { company: settings.company, ledgers: settings.ledgers, expenseLedgers: settings.expense_ledgers };
}

export async function getTallySettings(ctx: RequestContext): Promise<TallySettings> {
  return toTallySettings(await findTallySettings(ctx.db));
}

export async function changeTallySettings(
  ctx: RequestContext,
  input: TallySettingsValues,
): Promise<TallySettings> {
  const { version, company, ledgers, expense_ledgers } = input;
  return inTransaction(ctx.db, async (trx) => {
    const before = toTallySettings(await findTallySettings(trx));
    const expenseNames = Object.fromEntries(
      Object.entries(expense_ledgers).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return saveSettingsRow(ctx, trx, {
      table: 'tally_settings',
      label: 'The Tally settings',
      fromVersion: version,
      before,
      write: async () =>
        toTallySettings(
          await updateTallySettings(trx, {
            company: company ?? '',
            ledgers: JSON.stringify(ledgers),
            expense_ledgers: JSON.stringify(expenseNames),
            updated_at: new Date().toISOString(),
          }),
        ),
    });
  });
}
