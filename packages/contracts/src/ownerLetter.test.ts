import { describe, expect, it } from 'vitest';
import { defaultOwnerLetter, mergeOwnerLetterText, ownerLetterRecipients, ownerLetterSchema, unknownPlaceholders } from './ownerLetter';

describe('the letter to owners', () => {
  it('merges every placeholder, with or without spaces, and leaves an unknown value empty', () => {
    const text = 'Dear {{owner}}, your {{ parcels }} at {{location_address}} ({{owner_address}})';
    expect(mergeOwnerLetterText(text, { owner: 'J. de Vries', parcels: 'parcel OTL02 B 1234', location_address: 'Dorpsstraat 1' })).toBe(
      'Dear J. de Vries, your parcel OTL02 B 1234 at Dorpsstraat 1 ()',
    );
  });

  it('refuses a template naming a placeholder it does not know, and an empty subject', () => {
    expect(unknownPlaceholders('{{owner}} {{ownr}} {{ownr}} {{date}}')).toEqual(['ownr']);
    const bad = ownerLetterSchema.safeParse({ subject: ' ', body: 'Dear {{ownr}}' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['body', 'subject']);
  });

  it('starts from a valid letter in Dutch and in English', () => {
    for (const lang of ['nl', 'en'] as const) {
      const letter = defaultOwnerLetter(lang);
      expect(ownerLetterSchema.parse(letter)).toEqual(letter);
      expect(letter.body).toContain('{{owner}}');
    }
  });

  it('writes one letter per owner, with all the parcels they hold', () => {
    const recipients = ownerLetterRecipients([
      { name: 'Gemeente Utrecht', identificatie: 'P2', data: { address: null } },
      { name: 'J. de Vries', identificatie: 'P1', data: { address: 'Laan 3, Utrecht' } },
      { name: 'j. de vries', identificatie: 'P2', data: { address: 'Laan 3, Utrecht' } },
      { name: 'J. de Vries', identificatie: 'P1', data: { address: 'Laan 3, Utrecht' } },
      { name: '  ', identificatie: 'P3', data: {} },
    ]);
    expect(recipients).toEqual([
      { name: 'Gemeente Utrecht', address: null, parcels: ['P2'] },
      { name: 'J. de Vries', address: 'Laan 3, Utrecht', parcels: ['P1', 'P2'] },
    ]);
  });
});
