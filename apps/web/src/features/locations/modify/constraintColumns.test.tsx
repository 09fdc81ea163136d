import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { constraintColumns } from './constraintColumns';
import { constraintStanding } from './constraintSource';

// The source column of the constraints table rendered to HTML (no DOM needed): a constraint's url comes from a
// zoning source or an import, so only an http(s) address becomes a link.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const constraint = (url: string) =>
  ({ id: 1, name: 'Bouwhoogte', type: 'height', operator: 'smaller_than', value: 12, source: 'IMRO NL.IMRO.0297.BP1', url, zone: 'Wonen', subzone: null, reference: null }) as unknown as ApiRecord<'constraints'>;
const cellOf = (row: ApiRecord<'constraints'>, rows: ApiRecord<'constraints'>[]) => {
  const column = constraintColumns(i18n.t, 'en', () => {}, () => {}, () => {}, constraintStanding(rows)).find((c) => c.id === 'source')!;
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{column.cell(row, 0)}</I18nextProvider>
    </MantineProvider>,
  );
};
const sourceCell = (url: string) => cellOf(constraint(url), [constraint(url)]);

describe('the source of a constraint', () => {
  it('links an http(s) plan address', () => {
    const html = sourceCell('https://www.ruimtelijkeplannen.nl/viewer/view?planidn=NL.IMRO.0297.BP1');
    expect(html).toContain('href="https://www.ruimtelijkeplannen.nl/viewer/view?planidn=NL.IMRO.0297.BP1"');
    expect(html).toContain('NL.IMRO.0297.BP1');
  });

  it('shows a javascript: address as plain text, never as a link', () => {
    const html = sourceCell('javascript:alert(1)');
    expect(html).not.toContain('href=');
    expect(html).not.toContain('<a');
    expect(html).toContain('NL.IMRO.0297.BP1');
  });
});

describe('a hand constraint that replaces a derived one (issue #39 item 4)', () => {
  const derived = { ...constraint('https://www.ruimtelijkeplannen.nl/viewer/view?planidn=NL.IMRO.0297.BP1'), type: 'building_height', name: 'maximum bouwhoogte (m)', value: 11, reference: 'NL.IMRO.m1', description: 'maximum bouwhoogte (m): 11' } as ApiRecord<'constraints'>;
  const hand = { ...derived, id: 2, name: 'Bouwhoogte na afwijking', value: 15, source: 'hand', url: null, reference: null, description: null, replaces: 'NL.IMRO.m1|maximum bouwhoogte (m)' } as ApiRecord<'constraints'>;
  it('marks the derived row "replaced by" the hand row, and the hand row with what it replaces', () => {
    expect(cellOf(derived, [derived, hand])).toContain('replaced by &quot;Bouwhoogte na afwijking&quot;');
    expect(cellOf(derived, [derived, hand])).not.toContain('data-testid="constraint-replace"');
    expect(cellOf(hand, [derived, hand])).toContain('replaces &quot;maximum bouwhoogte (m)&quot; (≤ 11)');
  });
  it('offers to replace a derived row no hand row replaces, and says when the zoning no longer has the replaced one', () => {
    expect(cellOf(derived, [derived])).toContain('data-testid="constraint-replace"');
    expect(cellOf(hand, [hand])).toContain('replaces a constraint the zoning no longer has');
  });
});
