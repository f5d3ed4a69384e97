import { hashPassword as libraryScryptHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: 'correct horse' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'correct horse ' })).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('still verifies older scrypt hashes', async () => {
    const legacy = await libraryScryptHash('from before');
    expect(await verifyPassword({ hash: legacy, password: 'from before' })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: 'wrong' })).toBe(false);
  });

  it('treats a malformed stored hash as a failed check, not a crash', async () => {
    expect(await verifyPassword({ hash: '$argon2id$garbage', password: 'x' })).toBe(false);
  });
});
