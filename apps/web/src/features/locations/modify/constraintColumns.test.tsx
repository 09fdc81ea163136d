import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { ApiRecord } from '@plotwise/contracts';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { constraintColumns } from './constraintColumns';

// The source column of the constraints table rendered to HTML (no DOM needed): a constraint's url comes from a
// zoning source or an import, so only an http(s) address becomes a link.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const constraint = (url: string) =>
  ({ id: 1, name: 'Bouwhoogte', type: 'height', operator: 'smaller_than', value: 12, source: 'IMRO NL.IMRO.0297.BP1', url, zone: 'Wonen', subzone: null, reference: null }) as unknown as ApiRecord<'constraints'>;
const sourceCell = (url: string) => {
  const column = constraintColumns(i18n.t, 'en', () => {}, () => {}).find((c) => c.id === 'source')!;
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{column.cell(constraint(url), 0)}</I18nextProvider>
    </MantineProvider>,
  );
};

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
