import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicConceptFinance } from '@plotwise/contracts';
import { formatArea, formatDate } from '../../../lib/format';
import { safeHref } from '../../../lib/safeHref';
import { euros, FinanceSection } from './FinanceSection';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * concept_land_price: the concept's RGW against the municipality's ground prices (issue #43 item 5) as the RGW sheet
 * shows it: per use the programme, the price with its source and the total, then the margin; "not checked" without a
 * price, and the uses without one named (never counted as free land); then, with a transactions layer, the RGW per m²
 * plot against the plot sales near the site.
 */
export default function ConceptLandPrice(props: SectionProps) {
  return (
    <FinanceSection
      {...props}
      render={(f) => (
        <>
          <MunicipalPrice f={f} />
          <PlotSales f={f} />
        </>
      )}
    />
  );
}

/** The RGW against the municipality's ground prices: per use, the total and the margin; "not checked" without a price. */
function MunicipalPrice({ f }: { f: PublicConceptFinance }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const nameOfUse = (u: string) => t(`publications.concept.landPrice.uses.${u}`);
  const c = f.landPrice;
  if (!c || c.status === 'not_checked')
    return (
      <Text size="sm" data-testid="pub-land-price-state">
        {c?.municipality
          ? t('publications.concept.landPrice.notChecked', { municipality: c.municipality })
          : t('publications.concept.landPrice.noMunicipality')}
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
                <td className="pub-num">
                  {l.price?.basis === 'per_dwelling'
                    ? t('publications.concept.landPrice.dwellings', { count: l.dwellings })
                    : formatArea(l.grossFloorAreaSquareMeters, lang, { hectares: false })}
                </td>
                <td className="pub-num">
                  {l.price
                    ? `${euros(l.price.priceCents, lang)} ${t(`publications.concept.landPrice.bases.${l.price.basis}`)}`
                    : t('publications.concept.landPrice.none')}
                </td>
                <td className="pub-num">{l.totalCents === null ? '–' : euros(l.totalCents, lang)}</td>
              </tr>
            );
          })}
          <tr data-figure="municipal">
            <th colSpan={3}>
              {t('publications.concept.landPrice.municipal', { municipality: c.municipality })}
            </th>
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
}

/** The RGW per m² plot against the plot sales near the site (the RGW sheet's check); nothing without a transactions layer. */
function PlotSales({ f }: { f: PublicConceptFinance }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const s = f.landSales;
  if (!s) return null;
  const eur = (v: number | null) => (v === null ? '–' : euros(v * 100, lang));
  return (
    <div data-testid="pub-land-sales" data-counted={s.counted} data-margin={s.marginEuros ?? ''}>
      <Text size="sm" fw={600} mt="sm">
        {t('feasibility.plotSales.title', { km: s.radiusMeters / 1000 })}
      </Text>
      {s.counted === 0 ? (
        <Text size="sm">
          {s.listed
            ? t('feasibility.plotSales.none', { count: s.listed })
            : t('feasibility.plotSales.noneWithin')}
        </Text>
      ) : (
        <>
          <SectionTable minWidth={420} testId="pub-land-sales-table">
            <tbody>
              <tr>
                <td>{t('feasibility.plotSales.median', { count: s.counted })}</td>
                <td className="pub-num">{eur(s.medianEurosPerSquareMeter)} /m²</td>
              </tr>
              <tr>
                <td>{t('feasibility.plotSales.range')}</td>
                <td className="pub-num">
                  {eur(s.lowEurosPerSquareMeter)} – {eur(s.highEurosPerSquareMeter)} /m²
                </td>
              </tr>
              <tr>
                <td>{t('feasibility.plotSales.rgw')}</td>
                <td className="pub-num">{eur(s.rgwPerPlotSquareMeterEuros)} /m²</td>
              </tr>
              <tr data-figure="sales-margin">
                <th>{t('feasibility.plotSales.margin')}</th>
                <th className="pub-num">
                  {eur(s.marginPerSquareMeterEuros)} /m² · {eur(s.marginEuros)}
                </th>
              </tr>
            </tbody>
          </SectionTable>
          <Text size="xs" c="dimmed" mt={4}>
            {t('feasibility.plotSales.source', {
              date: s.asOf ? formatDate(s.asOf, lang) : '–',
              listed: s.listed,
            })}
          </Text>
        </>
      )}
    </div>
  );
}
