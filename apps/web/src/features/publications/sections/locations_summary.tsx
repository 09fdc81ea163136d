import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicLocation } from '@plotwise/contracts';
import { formatArea, formatNumber } from '../../../lib/format';
import { figureGridStyle } from './locationParts';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** Count and plot area of the locations, in total and per status (locations without a status under their own row). */
export function summarize(locations: readonly Pick<PublicLocation, 'plotsize' | 'statusName'>[]) {
  const area = (ls: typeof locations) => ls.reduce((s, l) => s + (l.plotsize ?? 0), 0);
  const byStatus = new Map<string | null, typeof locations[number][]>();
  for (const l of locations) byStatus.set(l.statusName ?? null, [...(byStatus.get(l.statusName ?? null) ?? []), l]);
  return {
    count: locations.length,
    area: area(locations),
    statuses: [...byStatus.entries()].map(([status, ls]) => ({ status, count: ls.length, area: area(ls) })),
  };
}

/** Number of locations and total plot area (whole m² in Dutch number format), by status where the locations have one. */
export default function LocationsSummary({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_summary');
  const s = summarize(page.locations);
  const m2 = (v: number) => formatArea(v, lang, { hectares: false });
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
      {s.statuses.some((x) => x.status !== null) && (
        <SectionTable minWidth={320} spaced testId="pub-locations-by-status">
          <thead>
            <tr>
              <th>{t('publications.facts.status')}</th>
              <th className="pub-num">{t('publications.summary.locations')}</th>
              <th className="pub-num">{t('publications.facts.plotsize')}</th>
            </tr>
          </thead>
          <tbody>
            {s.statuses.map((x) => (
              <tr key={x.status ?? ''}>
                <td>{x.status ?? t('publications.summary.noStatus')}</td>
                <td className="pub-num">{formatNumber(x.count, lang, 0)}</td>
                <td className="pub-num">{m2(x.area)}</td>
              </tr>
            ))}
          </tbody>
        </SectionTable>
      )}
    </SectionFrame>
  );
}
