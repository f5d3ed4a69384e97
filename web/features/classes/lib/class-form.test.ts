import { describe, expect, it } from 'vitest';
import { classInputSchema } from '#core/schemas/classes';
import { digitsOnly, newClassValues, toClassInput, validateClass } from './class-form';
import { completeCode, typedCode } from './join-code';

describe('the class form', () => {
  it('starts today for four weeks with 10,000 Bolts and makes a valid input once named', () => {
    const values = { ...newClassValues(new Date(2026, 0, 30)), name: ' 9B Economics ' };
    expect(values).toMatchObject({ startsOn: '2026-01-30', endsOn: '2026-02-27', startingBolts: '10000' });
    expect(validateClass(values)).toEqual({});
    const input = toClassInput(values);
    // 10,000 Bolts x 100 minor units each.
    expect(input).toMatchObject({ name: '9B Economics', startingCashMinor: 1_000_000 });
    expect(input.options).toEqual({
      limitOrders: true,
      paycheckMinor: 0,
      teamMode: false,
      boardVisible: true,
      chat: false,
      reasonsRequired: false,
      shortSelling: false,
    });
    expect(classInputSchema.safeParse(input).success).toBe(true);
  });

  it('refuses what the API would: no name, an end before the start, cash over the limit', () => {
    const values = newClassValues(new Date(2026, 0, 30));
    expect(validateClass({ ...values, endsOn: '2026-01-30', startingBolts: '1000001', paycheckBolts: '' })).toEqual({
      name: 'classes.form.errors.name',
      endsOn: 'classes.form.errors.endsAfter',
      startingBolts: 'classes.form.errors.startingCash',
      paycheckBolts: 'classes.form.errors.paycheck',
    });
  });

  it('keeps the digits of a typed amount, whatever the grouping', () => {
    expect(digitsOnly('10,000')).toBe('10000');
    expect(digitsOnly('10.000')).toBe('10000');
    expect(digitsOnly('007')).toBe('7');
    expect(digitsOnly('0')).toBe('0');
  });
});

describe('a typed join code', () => {
  it('is upper-cased without spaces and complete only from the code alphabet', () => {
    expect(typedCode('ab3 k-7x9')).toBe('AB3K7X');
    expect(completeCode('AB3K7X')).toBe('AB3K7X');
    expect(completeCode('AB3K7')).toBeNull();
    // No 0, O, 1, I or L: they look alike on a projector.
    expect(completeCode('AB3K70')).toBeNull();
  });
});
