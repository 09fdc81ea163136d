import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Provenance, PublicArea, PublicScore } from '@plotwise/contracts';
import { formatArea, formatNumber, formatPercent } from '../../../lib/format';
import { provenanceText, sourcesText, SourcesLine } from './provenance';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * The renderers of the area sections (business park, population core, municipality): summary, description, scores,
 * companies and parks, and the fact grid they share. Loaded after the public entry (areaSections.tsx keeps only the
 * registry entries in it). They read `page.area`, which the server
 * adds only to a page with such a section (apps/server/src/features/publications/areaFacts.ts).
 */

type Lang = string;

// a CSS grid rather than Mantine's SimpleGrid: importing SimpleGrid here, in a chunk loaded after the entry, made the
// bundler split the public entry into shared chunks (about 4 KB gzip more on every public page)
export const factGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 'var(--mantine-spacing-md)' } as const;

type T = (k: string, o?: Record<string, unknown>) => string;

/** A fact as label and value, its source on hover; a fact without a value is left out (the section says when none is left). */
export function Fact({ label, value, source }: { label: string; value: string | null; source?: string | undefined }) {
  if (!value) return null;
  return (
    <div data-fact={label} title={source || undefined}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

const ha = (v: number | null | undefined, lang: Lang) => (v == null ? null : `${formatNumber(v, lang, 1)} ha`);

/** The facts of a summary: the register's record of a park, the company's locations and what was measured. */
function areaFacts(area: PublicArea, t: T, lang: Lang): { label: string; value: string | null; source?: string | undefined }[] {
  const r = area.register;
  const b = area.buildings;
  const src = (p: Provenance | undefined) => (p ? provenanceText(p, t, lang) : undefined);
  const reg = src(area.sources?.register);
  const outline = area.basis === 'cbs_outline' ? src(area.sources?.cbs) : area.basis === 'register_outline' ? reg : undefined;
  return [
    { label: t('publications.area.name'), value: area.name },
    { label: t('publications.area.municipality'), value: r?.municipality ?? null, source: reg },
    { label: t('publications.area.kind'), value: r?.kind ?? null, source: reg },
    { label: t('publications.area.status'), value: r?.status ?? null, source: reg },
    { label: t('publications.area.startYear'), value: r?.startYear == null ? null : String(r.startYear), source: reg },
    { label: t('publications.area.grossHa'), value: ha(r?.grossHa, lang), source: reg },
    { label: t('publications.area.netHa'), value: ha(r?.netHa, lang), source: reg },
    { label: t('publications.area.environmentalCategory'), value: r?.environmentalCategory ?? null, source: reg },
    { label: t('publications.area.measuredArea'), value: area.areaM2 ? formatArea(area.areaM2, lang) : null, source: outline },
    { label: t('publications.areaFigures.inhabitants'), value: area.inhabitants == null ? null : formatNumber(area.inhabitants, lang, 0), source: src(area.sources?.cbs) },
    { label: t('publications.area.locations'), value: formatNumber(area.locations, lang, 0) },
    { label: t('publications.area.buildings'), value: b && b.count ? formatNumber(b.count, lang, 0) : null, source: src(area.sources?.buildings) },
  ];
}

/** The sources of the summary's facts: the outline's and the buildings' data sets. */
const summarySources = (area: PublicArea): Provenance[] =>
  [area.register ? area.sources?.register : undefined, area.basis === 'cbs_outline' ? area.sources?.cbs : undefined, area.buildings?.count ? area.sources?.buildings : undefined].filter(
    (p): p is Provenance => !!p,
  );

/** The title of an area section: its first parameter, or its type's name. */
export const titleOf = (section: SectionProps['section'], t: (k: string) => string) =>
  paramText(section.param1) || t(`publications.sectionTypes.${section.type}`);

/** *_summary: the area at a glance. */
export function AreaSummary({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const area = page.area;
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={!area && t('publications.area.none')}>
      {area && (
        <div style={factGrid} data-testid="area-summary">
          {areaFacts(area, t, i18n.language).map((f) => (
            <Fact key={f.label} {...f} />
          ))}
        </div>
      )}
      {area && <SourcesLine sources={summarySources(area)} />}
    </SectionFrame>
  );
}

/** The sentence a description adds after the author's text: what the register and the measurements say. */
function describeArea(area: PublicArea, t: T, lang: Lang): string {
  const parts: string[] = [];
  const r = area.register;
  if (r?.kind) parts.push(t('publications.area.describe.kind', { name: area.name, kind: r.kind }));
  if (r?.startYear != null) parts.push(t('publications.area.describe.since', { year: r.startYear }));
  if (r?.grossHa != null) parts.push(t('publications.area.describe.gross', { ha: ha(r.grossHa, lang) }));
  if (area.locations) parts.push(t('publications.area.describe.locations', { count: area.locations, n: formatNumber(area.locations, lang, 0) }));
  return parts.join(' ');
}

/** *_description: the author's text (second parameter) and what the figures say of the area. */
export function AreaDescription({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const text = paramText(section.param2);
  const facts = page.area ? describeArea(page.area, t, i18n.language) : '';
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={!text && !facts && t('publications.area.noDescription')}>
      {text && <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>}
      {facts && (
        <Text mt={text ? 'sm' : 0} data-testid="area-description-facts">
          {facts}
        </Text>
      )}
    </SectionFrame>
  );
}

/** An indicator's value in Dutch or English number format, by its unit. */
export function formatScore(s: Pick<PublicScore, 'unit' | 'value'>, lang: Lang): string {
  if (s.value === null) return '';
  switch (s.unit) {
    case 'ha':
      return `${formatNumber(s.value, lang, 1)} ha`;
    case 'ratio':
      return formatPercent(s.value, lang, 0);
    case 'jobs':
      return `${s.value > 0 ? '+' : ''}${formatNumber(s.value, lang, 0)}`;
    case 'km':
      return `${formatNumber(s.value, lang, 1)} km`;
    default:
      return formatNumber(s.value, lang, 1);
  }
}

/** A yes/no indicator as words, with what it is about ("yes (main category 2)"). */
function yesNo(s: PublicScore, t: T): string {
  const answer = t(`publications.indicatorValues.${s.value ? 'yes' : 'no'}`);
  return s.detail ? t('publications.indicatorValues.mainCategory', { answer, category: s.detail }) : answer;
}

/** Where an indicator's value comes from: its data sets, or the author for an own score; nothing without a value. */
function scoreSource(s: PublicScore, t: T, lang: Lang): string {
  if (s.value === null) return '';
  if (s.type === 'custom' || s.type === 'custom_sbi') return t('publications.provenance.author');
  return sourcesText(s.sources, t, lang);
}

/** *_scores: the section's configured indicators; one without data says why instead of showing a number. */
export function AreaScores({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const scores = section.scores ?? [];
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={!scores.length && t('publications.area.noIndicators')}>
      <SectionTable minWidth={280} testId="area-scores">
        <tbody>
          {scores.map((s, i) => {
            const source = scoreSource(s, t, i18n.language);
            return (
              <tr key={i} data-indicator={s.type} title={source || undefined}>
                <td>
                  {s.name || t(`publications.indicators.${s.type}`)}
                  {s.description && (
                    <Text size="xs" c="dimmed">
                      {s.description}
                    </Text>
                  )}
                  {source && (
                    <Text size="xs" c="dimmed" data-testid="score-source">
                      {source}
                    </Text>
                  )}
                </td>
                <td className="pub-num">
                  {s.value === null ? (
                    <Text span c="dimmed" fs="italic" size="sm" data-missing={s.missing}>
                      {t(`publications.area.missing.${s.missing ?? 'no_source'}`)}
                    </Text>
                  ) : s.unit === 'yes_no' ? (
                    yesNo(s, t)
                  ) : (
                    formatScore(s, i18n.language)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </SectionTable>
      {page.area && page.area.basis !== 'none' && (
        <Text size="xs" c="dimmed" mt="xs">
          {t(`publications.area.basis.${page.area.basis}`)}
        </Text>
      )}
    </SectionFrame>
  );
}

/** business_park_companies: the companies registered in the park and their jobs now and in 2018. */
export function AreaCompanies({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const c = page.area?.companies;
  const lang = i18n.language;
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={(!c || !c.count) && t('publications.area.noCompanies')}>
      {c && (
        <div style={factGrid} data-testid="area-companies">
          <Fact label={t('publications.area.companies')} value={formatNumber(c.count, lang, 0)} />
          <Fact label={t('publications.area.employees')} value={c.withBoth ? formatNumber(c.employees, lang, 0) : null} />
          <Fact label={t('publications.area.employees2018')} value={c.withBoth ? formatNumber(c.employees2018, lang, 0) : null} />
        </div>
      )}
      {c && !!c.count && page.area?.sources?.companies && <SourcesLine sources={[page.area.sources.companies]} />}
    </SectionFrame>
  );
}

/** business_park_list: the register's business parks of the municipality, with their kind and hectares. */
export function AreaParks({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const parks = page.area?.parks ?? [];
  const lang = i18n.language;
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={!parks.length && t('publications.area.noParks')}>
      <SectionTable minWidth={420} testId="area-parks">
        <thead>
          <tr>
            <th>{t('publications.area.park')}</th>
            <th>{t('publications.area.kind')}</th>
            <th className="pub-num">{t('publications.area.grossHa')}</th>
            <th className="pub-num">{t('publications.area.netHa')}</th>
          </tr>
        </thead>
        <tbody>
          {parks.map((p) => (
            <tr key={p.rin} data-rin={p.rin}>
              <td>{p.name}</td>
              <td>{p.kind ?? ''}</td>
              <td className="pub-num">{ha(p.grossHa, lang) ?? ''}</td>
              <td className="pub-num">{ha(p.netHa, lang) ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </SectionTable>
    </SectionFrame>
  );
}
