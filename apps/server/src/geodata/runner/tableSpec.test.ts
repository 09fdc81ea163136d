import { describe, expect, it } from 'vitest';
import { copyLine, copySql } from './tableSpec';
import { tables } from './tables';

describe('COPY rows', () => {
  it('escapes separators, writes NULLs as \\N and lists as array literals', () => {
    expect(copySql(tables.bagOpenbareRuimten)).toBe(
      'COPY geo_bag_openbare_ruimten (run_id, area, identificatie, naam, type, status, woonplaats_id) FROM STDIN',
    );
    expect(
      copyLine(tables.bagOpenbareRuimten, 7, 'NL', ['1', 'Back\\slash\tand\nnew line', null, undefined, 'x']),
    ).toBe('7\tNL\t1\tBack\\\\slash\\tand\\nnew line\t\\N\t\\N\tx\n');
    const vbo = copyLine(
      tables.bagVerblijfsobjecten,
      1,
      'a',
      ['id', 'woonfunctie\u001fwinkel "A"', 80, 's', 'h', null, 'p'],
      'EWKB',
    );
    expect(vbo).toBe('1\ta\tid\t{"woonfunctie","winkel \\\\"A\\\\""}\t80\ts\th\t\\N\t{"p"}\tEWKB\n');
  });
});
