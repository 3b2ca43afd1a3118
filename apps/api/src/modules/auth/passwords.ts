import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id, m=19 MiB, t=2, p=1 (OWASP baseline). Runs on libuv's pool, off the event loop. */
const options = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check so unknown emails are not told apart by timing. */
export function createPasswordBurner() {
  let dummyHash: Promise<string> | undefined;
  return async (password: string): Promise<void> => {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verifyPassword(await dummyHash, password);
  };
}
