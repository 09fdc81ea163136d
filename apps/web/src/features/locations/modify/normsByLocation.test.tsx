import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { OmgevingsplanDelivery, OmgevingsplanNorm } from '@plotwise/contracts';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import { NormsByLocation, NotCheckedNorms, PartialDeliveries } from './NormsByLocation';

// The location page's #41 lines rendered to HTML (no DOM needed): norms by their own location, norms the product does
// not check, and why a partial delivery leaves the rules partly checked.
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});
const html = (node: ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </MantineProvider>,
  );
const norm = (citedBy: OmgevingsplanNorm['citedBy']): OmgevingsplanNorm => ({
  normId: 'n1', normKind: 'Omgevingsnorm', naam: 'maximum goothoogte', type: 'MaximumGoothoogte', eenheid: 'Meter', regeling: '/akn/nl/act/x', besluit: null,
  datumBekendmaking: null, inwerkingtreding: null, values: [{ kwantitatief: 6, kwalitatief: null, inRegeltekst: null, locatieId: 'g', locatieNaam: 'vak oost' }], citedBy,
});

describe('the norms by their own location on the location page', () => {
  it('lists a norm no rule here brings, with its value, location and "cited by no rule"; not one a rule here cites', () => {
    const page = html(<NormsByLocation norms={[norm([])]} />);
    expect(page).toContain('Norms that apply here by their own location');
    expect(page).toContain('maximum goothoogte: 6 m (vak oost) — cited by no rule');
    expect(html(<NormsByLocation norms={[norm([{ ruleId: 'r', wid: null, reference: 'Artikel 4.1', atPlot: true }])]} />)).not.toContain('omgevingsplan-own-norms');
    expect(html(<NormsByLocation norms={[norm([{ ruleId: 'r', wid: null, reference: 'Artikel 4.1', atPlot: false }])]} />)).toContain('cited by Artikel 4.1');
  });

  it('lists the norms not checked by the product apart, and a partial delivery with what it lacked', () => {
    const check = { status: 'checked' as const, numeric: 1, unread: [], notChecked: [{ ruleId: 'r', reference: 'Artikel 2.12', url: null, naam: 'fijnstof', type: 'Volume', value: 'waarde in de regeltekst', locatie: 'Zuilichem' }] };
    expect(html(<NotCheckedNorms check={check} testId="x" />)).toContain('fijnstof: waarde in de regeltekst (Zuilichem)');
    const delivery: OmgevingsplanDelivery = {
      regeling: '/akn/nl/act/x', expression: null, inwerkingtreding: null, besluit: null, datumBekendmaking: null, regelingFrom: 'manifest',
      absentFiles: ['owActiviteiten.xml'], unresolved: [{ kind: 'Activiteit', count: 2, examples: ['a'] }], withoutGeometry: ['gebied.zonder'],
    };
    const page = html(<PartialDeliveries deliveries={[delivery]} />);
    expect(page).toContain('regeling named by the OW manifest');
    expect(page).toContain('Missing files: owActiviteiten.xml');
    expect(page).toContain('References that resolve nowhere: Activiteit 2');
    expect(page).toContain('Locations without geometry: gebied.zonder');
    expect(html(<PartialDeliveries deliveries={[{ ...delivery, absentFiles: [], unresolved: [], withoutGeometry: [] }]} />)).not.toContain('omgevingsplan-partial');
  });
});
