import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './cached-json';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and sends nothing compressed to a client that asks for neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('BR;Q=0.5')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
  });

  it('answers a header the same however often it comes, among many different ones', () => {
    for (let i = 0; i < 250; i++) expect(chooseEncoding(`x-${i}, gzip;q=0.${(i % 9) + 1}`)).toBe('gzip');
    for (let round = 0; round < 2; round++) {
      expect(chooseEncoding('gzip, deflate, br')).toBe('br');
      expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
      expect(chooseEncoding('br;q=0, gzip;q=0')).toBeNull();
    }
  });
});
