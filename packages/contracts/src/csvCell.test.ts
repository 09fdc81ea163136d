import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csvCell';

describe('csvCell', () => {
  it('neutralises a text a spreadsheet would read as a formula with a leading single quote', () => {
    expect(csvCell('=HYPERLINK("http://x")', ',')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('=1+2', ',')).toBe(`'=1+2`);
    expect(csvCell('+31 6 1234', ',')).toBe(`'+31 6 1234`);
    expect(csvCell('-2+3', ',')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1)', ',')).toBe(`'@SUM(A1)`);
    expect(csvCell('\t=1', ',')).toBe(`'\t=1`);
    expect(csvCell('\r=1', ',')).toBe(`"'\r=1"`);
  });

  it('leaves other texts and numbers alone, and quotes the separator, a quote and a line break (RFC 4180)', () => {
    expect(csvCell('Bouw BV', ',')).toBe('Bouw BV');
    expect(csvCell('a=b', ',')).toBe('a=b');
    expect(csvCell(-5, ';')).toBe('-5');
    expect(csvCell(null, ';')).toBe('');
    expect(csvCell(undefined, ';')).toBe('');
    expect(csvCell('Bouw; "De Toekomst"', ';')).toBe('"Bouw; ""De Toekomst"""');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('two\nlines', ',')).toBe('"two\nlines"');
  });

  it('writes a line of cells joined by the separator', () => {
    expect(csvLine(['=x', 1, null, 'a;b'], ';')).toBe(`'=x;1;;"a;b"`);
  });
});
