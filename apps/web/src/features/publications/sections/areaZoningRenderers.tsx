import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicAreaDensify, PublicAreaZoning } from '@plotwise/contracts';
import { formatArea, formatDate, formatLength, formatNumber, formatPercent, formatVolume } from '../../../lib/format';
import { safeHref } from '../../../lib/safeHref';
import { Fact, factGrid, titleOf } from './areaSectionRenderers';
import { SectionFrame } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * The renderers of the regulations and densification sections of area publications: loaded after the public entry
 * (areaSections.tsx keeps only the registry entries). They read `page.area.zoning` and `.densify`, which the server
 * adds only to a page with such a section (apps/server areaZoning.ts).
 */

type T = (k: string, o?: Record<string, unknown>) => string;

const m2 = (v: number, lang: string) => formatArea(v, lang, { hectares: false });
const pct = (v: number, lang: string) => formatPercent(v, lang, v > 0 && v < 0.1 ? 1 : 0);

/** Where the figures come from: the IMRO plans with their dates. */
function PlanSources({ zoning }: { zoning: PublicAreaZoning }) {
  const { t, i18n } = useTranslation();
  if (!zoning.plans.length) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-testid="area-zoning-sources">
      {t('publications.areaDetails.planSource')}{' '}
      {zoning.plans
        .map((p) => [p.name || p.planId, p.date ? formatDate(p.date, i18n.language) : null].filter(Boolean).join(', '))
        .join('; ')}
    </Text>
  );
}

/** The omgevingsplan (Omgevingswet) part: pons, norm values with their besluit and date, and the articles. */
function Omgevingsplan({ ow }: { ow: NonNullable<PublicAreaZoning['omgevingsplan']> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div data-testid="area-omgevingsplan">
      <Text fw={600} mt="md">
        {t('publications.areaDetails.omgevingsplan')}
      </Text>
      <Text size="sm">
        {t(ow.pons ? 'publications.areaDetails.pons' : 'publications.areaDetails.noPons')}{' '}
        {t('publications.areaDetails.rules', { count: ow.rules, n: formatNumber(ow.rules, lang, 0) })}
        {ow.rulesAsOf && ` ${t('publications.areaDetails.asOf', { date: formatDate(ow.rulesAsOf, lang) })}`}
      </Text>
      {ow.norms.length > 0 && (
        <SectionTable minWidth={280} spaced testId="area-norms">
          <thead>
            <tr>
              <th>{t('publications.areaDetails.norm')}</th>
              <th className="pub-num">{t('publications.areaDetails.value')}</th>
              <th>{t('publications.areaDetails.source')}</th>
            </tr>
          </thead>
          <tbody>
            {ow.norms.map((n, i) => (
              <tr key={i}>
                <td>
                  {n.name}
                  {n.place && (
                    <Text size="xs" c="dimmed">
                      {n.place}
                    </Text>
                  )}
                </td>
                <td className="pub-num">{[/^-?\d+(\.\d+)?$/.test(n.value) ? formatNumber(Number(n.value), lang) : n.value, n.unit].filter(Boolean).join(' ')}</td>
                <td>{n.date ? formatDate(n.date, lang) : ''}</td>
              </tr>
            ))}
          </tbody>
        </SectionTable>
      )}
      {ow.articles.length > 0 && (
        <ul style={{ margin: 'var(--mantine-spacing-xs) 0 0', paddingInlineStart: 20 }}>
          {ow.articles.map((a, i) => {
            const label = [a.reference, a.title].filter(Boolean).join(' ');
            const href = safeHref(a.url);
            return (
              <li key={i}>
                {href ? (
                  <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
                    {label}
                  </Anchor>
                ) : (
                  <Text span size="sm">
                    {label}
                  </Text>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** business_park_regulations: the bestemmingen with their share, maatvoeringen, environmental categories and the omgevingsplan rules. */
export function AreaRegulations({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const z = page.area?.zoning;
  const none = !z || (!z.zones.length && !z.dimensions.length && !z.environmentalCategories.length && !z.omgevingsplan);
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={none && t('publications.areaDetails.noZoning')}>
      {z && (
        <>
          {z.zones.length > 0 && (
            <SectionTable minWidth={300} testId="area-zones">
              <thead>
                <tr>
                  <th>{t('publications.areaDetails.zone')}</th>
                  <th className="pub-num">{t('publications.areaDetails.share')}</th>
                </tr>
              </thead>
              <tbody>
                {z.zones.map((zone) => (
                  <tr key={zone.name} data-zone={zone.name}>
                    <td>{zone.name}</td>
                    <td className="pub-num">{pct(zone.share, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </SectionTable>
          )}
          {z.dimensions.length > 0 && (
            <SectionTable minWidth={280} spaced testId="area-dimensions">
              <thead>
                <tr>
                  <th>{t('publications.areaDetails.dimension')}</th>
                  <th className="pub-num">{t('publications.areaDetails.value')}</th>
                  <th className="pub-num">{t('publications.areaDetails.share')}</th>
                </tr>
              </thead>
              <tbody>
                {/* three columns, the bestemming under the name: four did not fit a phone */}
                {z.dimensions.map((d, i) => (
                  <tr key={i} data-dimension={d.kind}>
                    <td>
                      {d.name}
                      {d.zone && (
                        <Text size="xs" c="dimmed">
                          {d.zone}
                        </Text>
                      )}
                    </td>
                    <td className="pub-num">{/^-?\d+([.,]\d+)?$/.test(d.value) ? formatNumber(Number(d.value.replace(',', '.')), lang) : d.value}</td>
                    <td className="pub-num">{pct(d.share, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </SectionTable>
          )}
          {z.environmentalCategories.length > 0 && (
            <Text mt="sm" data-testid="area-env-categories">
              {t('publications.areaDetails.environmentalCategories', { list: z.environmentalCategories.join('; ') })}
            </Text>
          )}
          {z.omgevingsplan && <Omgevingsplan ow={z.omgevingsplan} />}
          <PlanSources zoning={z} />
          {page.area && page.area.basis !== 'none' && (
            <Text size="xs" c="dimmed">
              {t(`publications.area.basis.${page.area.basis}`)}
            </Text>
          )}
        </>
      )}
    </SectionFrame>
  );
}

/** The sentence under a densification figure: where it comes from, or why it is not known. */
function densifyNotes(d: PublicAreaDensify, t: T, lang: string): string[] {
  const notes = [t(`publications.areaDetails.net.${d.netBasis}`)];
  if (d.footprintSquareMeters === null) notes.push(t('publications.areaDetails.noBag'));
  if (d.maxCoverageBasis === 'bebouwingspercentage')
    notes.push(t('publications.areaDetails.limit.bebouwingspercentage', { share: pct(d.maxCoverageShare, lang) }));
  else if (d.maxCoverageBasis === 'bouwvlak') notes.push(t('publications.areaDetails.limit.bouwvlak', { share: pct(d.maxCoverageShare, lang) }));
  else notes.push(t('publications.areaDetails.limit.unknown'));
  if (d.maxHeightMeters === null) notes.push(t('publications.areaDetails.noHeight'));
  return notes;
}

/** business_park_densify: net area, footprint, coverage now and allowed, and the room left. */
export function AreaDensify({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const d = page.area?.densify;
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={(!d || d.netBasis === 'none') && t('publications.areaDetails.noDensify')}>
      {d && (
        <>
          <div style={factGrid} data-testid="area-densify">
            <Fact label={t('publications.areaDetails.netArea')} value={d.netAreaSquareMeters === null ? null : formatArea(d.netAreaSquareMeters, lang)} />
            <Fact label={t('publications.areaDetails.footprint')} value={d.footprintSquareMeters === null ? null : m2(d.footprintSquareMeters, lang)} />
            <Fact label={t('publications.areaDetails.coverage')} value={d.coverage === null ? null : pct(d.coverage, lang)} />
            <Fact label={t('publications.areaDetails.maxCoverage')} value={d.maxCoverage === null ? null : pct(d.maxCoverage, lang)} />
            <Fact label={t('publications.areaDetails.maxBuilt')} value={d.maxBuiltSquareMeters === null ? null : m2(d.maxBuiltSquareMeters, lang)} />
            <Fact label={t('publications.areaDetails.maxHeight')} value={d.maxHeightMeters === null ? null : formatLength(d.maxHeightMeters, lang)} />
            <Fact label={t('publications.areaDetails.maxVolume')} value={d.maxVolumeCubicMeters === null ? null : formatVolume(d.maxVolumeCubicMeters, lang)} />
            <Fact label={t('publications.areaDetails.room')} value={d.roomSquareMeters === null ? null : m2(d.roomSquareMeters, lang)} />
            <Fact label={t('publications.areaDetails.roomShare')} value={d.roomShare === null ? null : pct(d.roomShare, lang)} />
          </div>
          {d.roomSquareMeters === null && (
            <Text mt="sm" data-testid="area-densify-unknown">
              {t('publications.areaDetails.roomUnknown')}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt="xs" data-testid="area-densify-basis">
            {densifyNotes(d, t, lang).join(' ')}
          </Text>
          {page.area?.zoning && <PlanSources zoning={page.area.zoning} />}
        </>
      )}
    </SectionFrame>
  );
}
