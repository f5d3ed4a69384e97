import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes plain text, numbers and empty cells as they are', () => {
    expect(csvCell('Dana')).toBe('Dana');
    expect(csvCell('דנה כהן')).toBe('דנה כהן');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('1234.56')).toBe('1234.56');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('cheap, for now')).toBe('"cheap, for now"');
    expect(csvCell('the "best" company')).toBe('"the ""best"" company"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('prefixes a quote to text a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+SUM(A1:A9)')).toBe("'+SUM(A1:A9)");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('＝1+1')).toBe("'＝1+1");
  });

  it('neutralises a formula and then quotes it when it holds a comma or quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('leaves negative numbers alone: a loss stays a number the spreadsheet can sum', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('-12.50x')).toBe("'-12.50x");
  });

  it('does not treat a formula character inside the text as a formula', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every row with CRLF', () => {
    const text = toCsv([
      ['student', 'gain'],
      ['=cmd', '-1.00'],
    ]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}student,gain\r\n'=cmd,-1.00\r\n`);
  });

  it('writes just the BOM for no rows', () => {
    expect(toCsv([])).toBe(CSV_BOM);
  });
});
