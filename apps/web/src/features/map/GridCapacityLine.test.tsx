import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { GridCapacity } from '@plotwise/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import nl from '../../i18n/nl.json';
import { GridCapacityLine } from './GridCapacityLine';

// The plot panel's grid line rendered to HTML (no DOM needed): the nearest address's postcode written the Dutch way
// ("8300 AD"), not as BAG delivers it ("8300AD"; issue #42).
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'nl', resources: { en: { translation: en }, nl: { translation: nl } }, interpolation: { escapeValue: false } });
});

describe('GridCapacityLine', () => {
  it('writes the nearest address postcode with its space', () => {
    const html = renderToStaticMarkup(
      createElement(
        MantineProvider,
        null,
        createElement(
          I18nextProvider,
          { i18n },
          createElement(GridCapacityLine, {
            grid: { demand: 'red', generation: 'amber', demandAvailableMw: 1.5, asOf: '2025-03-01', postcodes: ['8300AD'], nearest: true } as unknown as GridCapacity,
          }),
        ),
      ),
    );
    expect(html).toContain('8300 AD');
    expect(html).not.toContain('8300AD');
  });
});
