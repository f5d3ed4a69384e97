import { describe, expect, it } from 'vitest';
import { issueLoginsInputSchema } from '#core/schemas/classes';
import { parseNames } from './login-names';

describe('the names for new logins', () => {
  it('takes one name a line, trimmed, skipping blank lines, whatever the line endings', () => {
    const parsed = parseNames('  Noa Levi \r\n\r\nAdam\tCohen\n\n   \rמיכל אברהם\n');
    expect(parsed).toEqual({ names: ['Noa Levi', 'Adam Cohen', 'מיכל אברהם'], problem: null });
    expect(issueLoginsInputSchema.safeParse({ names: parsed.names }).success).toBe(true);
  });

  it('keeps two students of the same name: each gets a login', () => {
    expect(parseNames('Noa\nNoa').names).toEqual(['Noa', 'Noa']);
  });

  it('asks for a name when there is none', () => {
    expect(parseNames(' \n\n').problem).toEqual({ kind: 'none' });
  });

  it('refuses more than 60 names, as the API does', () => {
    const sixty = Array.from({ length: 60 }, (_, i) => `Student ${i + 1}`).join('\n');
    expect(parseNames(sixty).problem).toBeNull();
    expect(parseNames(`${sixty}\nOne More`).problem).toEqual({ kind: 'tooMany', count: 61 });
  });

  it('names the line of the first name over 40 characters', () => {
    const long = 'A'.repeat(41);
    expect(parseNames(`Noa\n\n${long}\n${'B'.repeat(50)}`).problem).toEqual({ kind: 'tooLong', line: 3, name: long });
    expect(parseNames('A'.repeat(40)).problem).toBeNull();
  });
});
