import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import nl from '../../../i18n/nl.json';
import { constraintName } from './constraintName';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'nl', resources: { en: { translation: en }, nl: { translation: nl } } });
});

describe('a constraint as a public page names it (issue #42)', () => {
  it('capitalises a name from the zoning and gives its kind in the reader language', async () => {
    await i18n.changeLanguage('nl');
    expect(constraintName({ name: 'maximum bouwhoogte', type: 'building_height' }, i18n.t)).toEqual({ name: 'Maximum bouwhoogte', kind: 'Bouwhoogte' });
    await i18n.changeLanguage('en');
    expect(constraintName({ name: 'maximum bouwhoogte', type: 'building_height' }, i18n.t)).toEqual({ name: 'Maximum bouwhoogte', kind: 'Building height' });
  });

  it('names a constraint without a name by its kind, never by its code', async () => {
    await i18n.changeLanguage('nl');
    expect(constraintName({ name: ' ', type: 'fsi' }, i18n.t)).toEqual({ name: 'FSI', kind: null });
    expect(constraintName({ name: '', type: 'gutter_height' }, i18n.t)).toEqual({ name: 'Goothoogte', kind: null });
    // a kind the catalogue does not know (a newer server) reads as general
    expect(constraintName({ name: '', type: 'something_new' }, i18n.t)).toEqual({ name: 'Algemeen', kind: null });
  });

  it('does not repeat a kind the name already says', async () => {
    await i18n.changeLanguage('nl');
    expect(constraintName({ name: 'bouwhoogte', type: 'building_height' }, i18n.t)).toEqual({ name: 'Bouwhoogte', kind: null });
  });
});
