import { createHash } from 'node:crypto';

/**
 * A stable UUID (version 5 layout, SHA-1 of a namespace and a key) so the same seed produces the
 * same ids on every machine: links to /company/<id> survive a reset of the data folder.
 */
export function deterministicUuid(key: string): string {
  const hex = createHash('sha1').update(`bolts-seed:${key}`).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
