import { hash, verify } from '@node-rs/argon2';

// Passwords are stored as argon2id hashes (PHC strings carry their own salt and parameters, so
// stronger parameters later still verify old hashes). The parameters are OWASP's minimum for
// argon2id: 19 MiB of memory, 2 passes, 1 lane.

// The package's Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash signs nobody in.
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real check when the e-mail is unknown, so how long a sign-in takes does
 * not tell whether an account exists.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('no account has this password');
  await verifyPassword(await decoy, password);
  return false;
}
