import { describe, expect, it } from 'vitest';
import { postcodeText, withDutchPostcodes } from './postcode';

describe('postcodeText', () => {
  it('writes a Dutch postcode with its space and capitals', () => {
    expect(postcodeText('8300AD')).toBe('8300 AD');
    expect(postcodeText('8300 ad')).toBe('8300 AD');
    expect(postcodeText(' 1234  AB ')).toBe('1234 AB');
  });

  it('writes the postcodes inside an address line with their space', () => {
    expect(withDutchPostcodes('Kerkstraat 12A, 6981AB Doesburg')).toBe('Kerkstraat 12A, 6981 AB Doesburg');
    expect(withDutchPostcodes('Kerkstraat 12A, 6981 AB Doesburg')).toBe('Kerkstraat 12A, 6981 AB Doesburg');
    expect(withDutchPostcodes('perceel EMM00 K 1234')).toBe('perceel EMM00 K 1234');
  });

  it('leaves what is no six-character Dutch postcode alone', () => {
    expect(postcodeText('6981')).toBe('6981');
    expect(postcodeText('0123AB')).toBe('0123AB');
    expect(postcodeText('B-2000')).toBe('B-2000');
    expect(postcodeText(null)).toBe('');
    expect(postcodeText(undefined)).toBe('');
  });
});
