import type { Role } from '@bahi/domain/contract';
import type { Db } from '../core/db/database';
import { newSecret, sha256Hex } from './secrets';
import { insertToken } from './tokens/token-repository';
import { findUserByEmail, insertUser, updateUser } from './users/user-repository';

// An API token made straight in the database, for programs that run the server themselves on a
// database of their own (the benchmarks): they call the API as a script would, with a bearer
// token, without a person to sign in. The token's maker is a "Scripts" user who can never sign in
// (no password verifies against its hash '!'). It is active: a token acts for its maker only while
// the maker is active (tokens/token-repository.ts), and databases made before that rule hold it
// inactive, so it is made active again here.

const SCRIPTS_EMAIL = 'scripts@bahi.invalid';

export async function createScriptToken(db: Db, name: string, role: Role = 'owner'): Promise<string> {
  const found = await findUserByEmail(db, SCRIPTS_EMAIL);
  if (found && !found.active) await updateUser(db, Number(found.id), { active: 1 });
  const maker =
    found ??
    (await insertUser(db, {
      email: SCRIPTS_EMAIL,
      name: 'Scripts',
      role: 'viewer',
      password_hash: '!',
      active: 1,
    }));
  const token = `bahi_${newSecret()}`;
  await insertToken(db, { name, role, token_hash: sha256Hex(token), created_by: Number(maker.id) });
  return token;
}
