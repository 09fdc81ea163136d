import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicLocation } from '@plotwise/contracts';
import { formatArea, formatNumber } from '../../../lib/format';
import { figureGridStyle } from './parcelFigures';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

type Counted = Pick<PublicLocation, 'plotsize' | 'statusName' | 'phaseName'>;
type Group = { name: string | null; count: number; area: number };

const areaOf = (ls: readonly Counted[]) => ls.reduce((s, l) => s + (l.plotsize ?? 0), 0);

/** Count and plot area per status or phase name, in order of first appearance; locations without one under null. */
function groupBy(locations: readonly Counted[], by: 'statusName' | 'phaseName'): Group[] {
  const groups = new Map<string | null, Counted[]>();
  for (const l of locations) groups.set(l[by] ?? null, [...(groups.get(l[by] ?? null) ?? []), l]);
  return [...groups.entries()].map(([name, ls]) => ({ name, count: ls.length, area: areaOf(ls) }));
}

/** Count and plot area of the locations, in total, per status and per phase. */
export function summarize(locations: readonly Counted[]) {
  return { count: locations.length, area: areaOf(locations), statuses: groupBy(locations, 'statusName'), phases: groupBy(locations, 'phaseName') };
}

/** Number of locations and total plot area (whole m² in Dutch number format), by status and by phase where the locations have them. */
export default function LocationsSummary({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_summary');
  const s = summarize(page.locations);
  const m2 = (v: number) => formatArea(v, lang, { hectares: false });
  const table = (groups: Group[], heading: string, none: string, testId: string) =>
    groups.some((g) => g.name !== null) && (
      <SectionTable minWidth={320} spaced testId={testId}>
        <thead>
          <tr>
            <th>{heading}</th>
            <th className="pub-num">{t('publications.summary.locations')}</th>
            <th className="pub-num">{t('publications.facts.plotsize')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.name ?? ''}>
              <td>{g.name ?? none}</td>
              <td className="pub-num">{formatNumber(g.count, lang, 0)}</td>
              <td className="pub-num">{m2(g.area)}</td>
            </tr>
          ))}
        </tbody>
      </SectionTable>
    );
  return (
    <SectionFrame type={section.type} title={title} empty={!s.count && t('publications.sections.noLocations')}>
      <div style={figureGridStyle} data-testid="pub-locations-summary">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase">
            {t('publications.summary.locations')}
          </Text>
          <Text fw={600} size="xl">
            {formatNumber(s.count, lang, 0)}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase">
            {t('publications.summary.totalArea')}
          </Text>
          <Text fw={600} size="xl">
            {m2(s.area)}
          </Text>
        </div>
      </div>
      {table(s.statuses, t('publications.facts.status'), t('publications.summary.noStatus'), 'pub-locations-by-status')}
      {table(s.phases, t('publications.summary.phase'), t('publications.summary.noPhase'), 'pub-locations-by-phase')}
    </SectionFrame>
  );
}
