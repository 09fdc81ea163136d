import { describe, expect, it } from 'vitest';
import { citationLabel } from './OmgevingsplanRules';

describe('citation of an omgevingsplan rule', () => {
  it('reads the article and lid from the STOP wId', () => {
    expect(citationLabel('gm9999_1__art_3.1__para_1')).toBe('art. 3.1 lid 1');
    expect(citationLabel('gm0297_1__chp_2__art_2.14')).toBe('art. 2.14');
    expect(citationLabel(null)).toBe('');
  });
});
