// Password hashing: argon2id at OWASP's baseline (19 MiB memory, 2 passes, 1 lane), in native code
// off the main thread. Memory-hard like scrypt, but much cheaper than the auth library's default
// scrypt, so a burst of sign-ins does not queue (docs/benchmarks.md).
// Older scrypt hashes ("salt:key") still verify.
import { hash, verify, type Options } from '@node-rs/argon2';
import { verifyPassword as verifyLibraryScrypt } from 'better-auth/crypto';

// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolated modules).
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, password.normalize('NFKC')).catch(() => false);
  return verifyLibraryScrypt({ hash: stored, password });
}
