import type { Role } from '@bahi/domain/contract';
import type { Db } from '../core/db/database';
import { newSecret, sha256Hex } from './secrets';
import { insertToken } from './tokens/token-repository';
import { findUserByEmail, insertUser, updateUser } from './users/user-repository';

// An API token made straight in the database, for programs that run the server themselves on a
// database of their own (the benchmarks): they call the API as a script would, with a bearer
// token, without a person to sign in. The server's rules stay as they are: a token acts only while
// its maker is active, so the token's maker is an active "Scripts" user who still can never sign
// in, as no password verifies against its stored hash. Nothing in the server calls this.

const SCRIPTS_EMAIL = 'scripts@bahi.invalid';
/** Not a hash of any password: verifying against it fails, so the Scripts user never signs in. */
const NO_PASSWORD = '!';

async function scriptsUser(db: Db) {
  const found = await findUserByEmail(db, SCRIPTS_EMAIL);
  if (!found) {
    return insertUser(db, {
      email: SCRIPTS_EMAIL,
      name: 'Scripts',
      role: 'viewer',
      password_hash: NO_PASSWORD,
      active: 1,
    });
  }
  // A database from before the maker was made active keeps working.
  if (Number(found.active) !== 1) await updateUser(db, Number(found.id), { active: 1 });
  return found;
}

export async function createScriptToken(db: Db, name: string, role: Role = 'owner'): Promise<string> {
  const maker = await scriptsUser(db);
  const token = `bahi_${newSecret()}`;
  await insertToken(db, { name, role, token_hash: sha256Hex(token), created_by: Number(maker.id) });
  return token;
}
