// Array literals for unnest(...) reads and writes, parsed by the real database.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgArray, pgTextArray } from '../../server/db/pg-array';

const pg = new PGlite();
afterAll(() => pg.close());

describe('array literals', () => {
  it('numbers and uuids travel bare, NULL as NULL', () => {
    expect(pgArray([1, 2, null, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'])).toBe(
      '{1,2,NULL,a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}',
    );
  });

  it.each([
    [['plain', 'with space', 'a,b', '{braced}', 'quote"d', 'back\\slash', 'NULL', '']],
    [['שלום', 'emoji 🚀', null]],
  ])('text comes back from the database exactly as sent: %j', async (values) => {
    const { rows } = await pg.query<{ v: (string | null)[] }>('select $1::text[] as v', [pgTextArray(values)]);
    expect(rows[0]!.v).toEqual(values);
  });
});
