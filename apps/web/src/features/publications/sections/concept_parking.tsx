import { Badge, Text } from '@mantine/core';
import { isDwellingCategory } from '@plotwise/core/feasibility/parkingNorm';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { ExternalLink } from '../../../ui/ExternalLink';
import { ParkingDoubleUseFacts } from '../../feasibility/ParkingDoubleUse';
import { ConceptSectionFrame } from './ConceptSectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * concept_parking: the parking norm of the concept's programme (issue #43 item 1) as the editor's rules panel shows it:
 * places required in the location's area of the municipality against those provided, a line per category with its
 * norm, double use at the busiest moment, the notas it rests on; without the municipality's norms it says the unit
 * types' own ratios were used.
 */
export default function ConceptParking(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const n = (v: number, digits = 1) => formatNumber(v, lang, digits);
  return (
    <ConceptSectionFrame
      {...props}
      render={(c) => {
        const p = c.parking;
        if (!p) return null;
        return (
          <>
            <Text size="sm" data-testid="pub-parking-summary" data-required={p.required} data-provided={p.provided} data-basis={p.basis}>
              <Badge variant="light" color={p.shortfall > 0 ? 'red' : 'teal'} mr={6}>
                {t(p.shortfall > 0 ? 'feasibility.parking.short' : 'feasibility.parking.met')}
              </Badge>
              {t('feasibility.parking.line', { required: n(p.required, 0), provided: n(p.provided, 0) })}
              {p.shortfall > 0 && ` · ${t('feasibility.parking.shortBy', { count: p.shortfall })}`}
            </Text>
            <SectionTable minWidth={420} testId="pub-parking">
              <thead>
                <tr>
                  <th>{t('feasibility.parking.category')}</th>
                  <th className="pub-num">{t('publications.concept.parking.quantity')}</th>
                  <th className="pub-num">{t('publications.concept.parking.norm')}</th>
                  <th className="pub-num">{t('feasibility.parking.places')}</th>
                </tr>
              </thead>
              <tbody>
                {p.lines.map((l) => (
                  <tr key={l.category} data-category={l.category}>
                    <td>{t(`feasibility.parking.categories.${l.category}`)}</td>
                    <td className="pub-num">{isDwellingCategory(l.category) ? n(l.quantity, 0) : `${n(l.quantity, 0)} m²`}</td>
                    <td className="pub-num">{l.norm === null ? t('feasibility.parking.noNorm') : n(l.norm, 2)}</td>
                    <td className="pub-num">{n(l.places)}</td>
                  </tr>
                ))}
              </tbody>
            </SectionTable>
            <ParkingDoubleUseFacts doubleUse={p.doubleUse} requiredWithoutDoubleUse={p.requiredWithoutDoubleUse} municipality={p.municipality ?? ''} source={p.presenceSource} />
            <Text size="xs" c="dimmed" mt={4}>
              {p.basis === 'municipal' && p.source ? (
                <>
                  {t('publications.concept.parking.basisMunicipal', { municipality: p.municipality ?? '', zone: t(`feasibility.parking.zones.${p.zone}`) })}{' '}
                  <ExternalLink url={p.source.url} size="xs">{`${p.source.title} (${p.source.year})`}</ExternalLink>
                </>
              ) : p.municipality ? (
                t('feasibility.parking.basisUnitRatios', { municipality: p.municipality })
              ) : (
                t('feasibility.parking.noMunicipality')
              )}
            </Text>
          </>
        );
      }}
    />
  );
}
