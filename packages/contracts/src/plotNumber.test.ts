import { describe, expect, it } from 'vitest';
import { plotNumber } from './plotNumber';

describe('plot number', () => {
  it('joins AKR code, sectie and perceelnummer, falling back to the gemeente code', () => {
    expect(plotNumber({ akrCode: 'OTL02', kadastraleGemeenteCode: '761', sectie: 'B', perceelnummer: 1234 })).toBe('OTL02 B 1234');
    expect(plotNumber({ kadastraleGemeenteCode: '761', sectie: 'B', perceelnummer: 7 })).toBe('761 B 7');
    expect(plotNumber({ akrCode: 'OTL02', sectie: null, perceelnummer: 7 })).toBeNull();
  });
});
