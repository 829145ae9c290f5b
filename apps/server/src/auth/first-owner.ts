import { type SetupValues, userCreateInputSchema } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { ConflictError, ForbiddenError } from '../core/http/errors';
import { type RequestContext, systemContext, withDb } from '../core/http/request-context';
import { hashPassword } from './passwords';
import { newSecret, sameSecret } from './secrets';
import { toUser } from './users/user-presenter';
import { countUsers, insertUser, type UserRow } from './users/user-repository';

// The first owner. With INITIAL_ADMIN_EMAIL and INITIAL_ADMIN_PASSWORD set and no user yet, the
// server creates that owner as it starts. Otherwise it prints a one-time setup link with a
// random token, and only a request carrying that token can create the first owner: someone on
// the shop's Wi-Fi who finds a fresh server cannot make themselves its owner.

export const ALREADY_SET_UP = 'Bahi is already set up: sign in';

/** The setup token of this process, forgotten once the first owner exists. */
export type SetupGate = { token: string | null };

export type FirstStart =
  | { kind: 'has-users' }
  | { kind: 'created'; email: string }
  | { kind: 'setup-link'; token: string };

export async function prepareFirstStart(db: Db, env: NodeJS.ProcessEnv): Promise<FirstStart> {
  if ((await countUsers(db)) > 0) return { kind: 'has-users' };
  if (env.INITIAL_ADMIN_EMAIL && env.INITIAL_ADMIN_PASSWORD) {
    const parsed = userCreateInputSchema.safeParse({
      email: env.INITIAL_ADMIN_EMAIL,
      name: env.INITIAL_ADMIN_NAME || 'Owner',
      role: 'owner',
      password: env.INITIAL_ADMIN_PASSWORD,
    });
    if (!parsed.success) {
      const problem = parsed.error.issues[0];
      throw new Error(`INITIAL_ADMIN_*: ${problem?.path.join('.')}: ${problem?.message}`);
    }
    await createFirstOwner(systemContext(db, 'first-start'), parsed.data);
    return { kind: 'created', email: parsed.data.email };
  }
  return { kind: 'setup-link', token: newSecret() };
}

/** Creates the owner when no user exists yet (in one transaction with its edit log entry). */
export async function createFirstOwner(
  ctx: RequestContext,
  values: Omit<SetupValues, 'token'>,
): Promise<UserRow> {
  const passwordHash = await hashPassword(values.password);
  return inTransaction(ctx.db, async (trx) => {
    if ((await countUsers(trx)) > 0) throw new ConflictError(ALREADY_SET_UP);
    const row = await insertUser(trx, {
      email: values.email,
      name: values.name,
      role: 'owner',
      password_hash: passwordHash,
    });
    const actor = { id: Number(row.id), name: row.name, role: 'owner' as const, tokenName: null };
    await recordChange(
      // Through the setup link nobody is signed in yet: the new owner made the entry.
      { ...withDb(ctx, trx), actor: ctx.actor.role === 'anonymous' ? actor : ctx.actor },
      { recordType: 'user', recordId: Number(row.id), action: 'create', before: null, after: toUser(row) },
    );
    return row;
  });
}

/** The setup page's call: the token of the printed link, then the owner. */
export async function setUpWithLink(
  ctx: RequestContext,
  gate: SetupGate,
  values: SetupValues,
): Promise<UserRow> {
  if (gate.token === null) {
    if ((await countUsers(ctx.db)) > 0) throw new ConflictError(ALREADY_SET_UP);
    throw new ForbiddenError('This setup link is not valid: use the link the server printed when it started');
  }
  if (!sameSecret(values.token, gate.token)) {
    throw new ForbiddenError('This setup link is not valid: use the link the server printed when it started');
  }
  const row = await createFirstOwner(ctx, values);
  gate.token = null;
  return row;
}

/**
 * What main.ts does as the server starts: creates the INITIAL_ADMIN_* owner, or prints the
 * one-time setup link in the console, and answers the gate the setup call checks.
 */
export async function openFirstStart(
  db: Db,
  env: NodeJS.ProcessEnv,
  setupUrl: (token: string) => string,
  print: (line: string) => void = console.log,
): Promise<SetupGate> {
  const start = await prepareFirstStart(db, env);
  if (start.kind === 'created') print(`[bahi] Created the owner ${start.email} (INITIAL_ADMIN_EMAIL).`);
  if (start.kind !== 'setup-link') return { token: null };
  print('[bahi] No user exists yet. Open this one-time link to create the owner:');
  print(`[bahi]   ${setupUrl(start.token)}`);
  return { token: start.token };
}
