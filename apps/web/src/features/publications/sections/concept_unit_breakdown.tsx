import type { PublicConceptDetail } from '@plotwise/contracts';
import { useTranslation } from 'react-i18next';
import { formatArea, formatNumber } from '../../../lib/format';
import { ConceptEmpty, ConceptSectionFrame } from './ConceptSectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** The unit types of a concept's buildings together: count and net area per type, largest count first. */
export function unitTotals(c: PublicConceptDetail): { name: string; count: number; area: number }[] {
  const byName = new Map<string, { name: string; count: number; area: number }>();
  for (const b of c.buildings)
    for (const u of b.unitTypes) {
      const e = byName.get(u.name) ?? { name: u.name, count: 0, area: 0 };
      e.count += u.count;
      e.area += u.area;
      byName.set(u.name, e);
    }
  return [...byName.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** concept_unit_breakdown: units per type with their number and net area, and the total. */
export default function ConceptUnitBreakdown(props: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ConceptSectionFrame
      {...props}
      render={(c) => {
        const rows = unitTotals(c);
        if (!c.formFactors) return <ConceptEmpty text={t('publications.concept.noFigures')} />;
        if (!rows.length) return <ConceptEmpty text={t('publications.concept.noUnits')} />;
        const count = rows.reduce((s, r) => s + r.count, 0);
        const area = rows.reduce((s, r) => s + r.area, 0);
        return (
          <SectionTable minWidth={320} testId="pub-unit-breakdown">
            <thead>
              <tr>
                <th>{t('publications.concept.unitType')}</th>
                <th className="pub-num">{t('publications.concept.count')}</th>
                <th className="pub-num">{t('publications.concept.area')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.name}>
                  <td>{r.name}</td>
                  <td className="pub-num">{formatNumber(r.count, lang, 0)}</td>
                  <td className="pub-num">{formatArea(r.area, lang, { hectares: false })}</td>
                </tr>
              ))}
              <tr>
                <th>{t('publications.concept.total')}</th>
                <th className="pub-num">{formatNumber(count, lang, 0)}</th>
                <th className="pub-num">{formatArea(area, lang, { hectares: false })}</th>
              </tr>
            </tbody>
          </SectionTable>
        );
      }}
    />
  );
}
