import { hash, verify } from '@node-rs/argon2';

/** Argon2id with OWASP's second recommended profile (19 MiB, 2 passes, 1 lane). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so an unknown user cannot be told apart from a
 * wrong password by how long the answer takes.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('contraseña-que-nadie-tiene');
  await verifyPassword(await dummyHash, password);
  return false;
}
