import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatArea } from '../../../lib/format';
import { safeHref } from '../../../lib/safeHref';
import { euros, FinanceSection } from './FinanceSection';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * concept_land_price: the concept's RGW against the municipality's ground prices (issue #43 item 5) as the RGW sheet
 * shows it: per use the programme, the price with its source and the total, then the margin; "not checked" without a
 * price, and the uses without one named (never counted as free land).
 */
export default function ConceptLandPrice(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const nameOfUse = (u: string) => t(`publications.concept.landPrice.uses.${u}`);
  return (
    <FinanceSection
      {...props}
      render={(f) => {
        const c = f.landPrice;
        if (!c || c.status === 'not_checked')
          return (
            <Text size="sm" data-testid="pub-land-price-state">
              {c?.municipality ? t('publications.concept.landPrice.notChecked', { municipality: c.municipality }) : t('publications.concept.landPrice.noMunicipality')}
            </Text>
          );
        return (
          <>
            <SectionTable minWidth={420} testId="pub-land-price">
              <thead>
                <tr>
                  <th>{t('publications.concept.landPrice.use')}</th>
                  <th className="pub-num">{t('publications.concept.landPrice.quantity')}</th>
                  <th className="pub-num">{t('publications.concept.landPrice.price')}</th>
                  <th className="pub-num">{t('publications.concept.landPrice.total')}</th>
                </tr>
              </thead>
              <tbody>
                {c.lines.map((l) => {
                  const href = l.price && safeHref(l.price.sourceUrl);
                  return (
                    <tr key={l.use} data-use={l.use} data-cents={l.totalCents ?? ''}>
                      <td>
                        {nameOfUse(l.use)}
                        {l.price && (
                          <Text size="xs" c="dimmed">
                            {href ? (
                              <a href={href} target="_blank" rel="noopener noreferrer">
                                {l.price.sourceTitle}
                              </a>
                            ) : (
                              l.price.sourceTitle
                            )}{' '}
                            ({l.price.year})
                          </Text>
                        )}
                      </td>
                      <td className="pub-num">{l.price?.basis === 'per_dwelling' ? t('publications.concept.landPrice.dwellings', { count: l.dwellings }) : formatArea(l.grossFloorAreaSquareMeters, lang, { hectares: false })}</td>
                      <td className="pub-num">{l.price ? `${euros(l.price.priceCents, lang)} ${t(`publications.concept.landPrice.bases.${l.price.basis}`)}` : t('publications.concept.landPrice.none')}</td>
                      <td className="pub-num">{l.totalCents === null ? '–' : euros(l.totalCents, lang)}</td>
                    </tr>
                  );
                })}
                <tr data-figure="municipal">
                  <th colSpan={3}>{t('publications.concept.landPrice.municipal', { municipality: c.municipality })}</th>
                  <th className="pub-num">{euros(c.municipalPriceCents ?? 0, lang)}</th>
                </tr>
                <tr data-figure="rgw">
                  <td colSpan={3}>{t('publications.concept.landPrice.rgw')}</td>
                  <td className="pub-num">{euros(f.residualLandValueCents, lang)}</td>
                </tr>
                <tr data-figure="margin" data-cents={c.marginCents ?? ''}>
                  <th colSpan={3}>{t('publications.concept.landPrice.margin')}</th>
                  <th className="pub-num">{euros(c.marginCents ?? 0, lang)}</th>
                </tr>
                {c.marginPerPlotSquareMeterCents !== null && (
                  <tr data-figure="margin-plot">
                    <td colSpan={3}>{t('publications.concept.landPrice.marginPerPlotM2')}</td>
                    <td className="pub-num">{euros(c.marginPerPlotSquareMeterCents, lang)}</td>
                  </tr>
                )}
              </tbody>
            </SectionTable>
            {c.status === 'partial' && (
              <Text size="sm" c="orange.9" mt={4} data-testid="pub-land-price-state">
                {t('publications.concept.landPrice.partial', { uses: c.missingUses.map(nameOfUse).join(', ') })}
              </Text>
            )}
          </>
        );
      }}
    />
  );
}
