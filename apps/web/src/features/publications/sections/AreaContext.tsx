import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AreaContextFigureKey, PublicAreaContext } from '@plotwise/contracts';
import { formatNumber } from '../../../lib/format';
import { titleOf } from './areaSectionRenderers';
import { SectionFrame } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * The renderer of the context sections of area publications (population core, municipality): loaded after the public
 * entry. It reads `page.area.context`, which the server adds only to a page with such a section (apps/server
 * areaContext.ts).
 */

// how each CBS figure is written: counts whole, averages with a decimal, distances in km, money in thousands of euros
const FORMAT: Partial<Record<AreaContextFigureKey, 'decimal' | 'km' | 'thousandEuro'>> = {
  averageHouseholdSize: 'decimal',
  carsPerHousehold: 'decimal',
  distanceToGp: 'km',
  distanceToSupermarket: 'km',
  distanceToDaycare: 'km',
  distanceToSchool: 'km',
  schoolsWithin3km: 'decimal',
  averageWozValue: 'thousandEuro',
  averageIncomePerResident: 'thousandEuro',
};

/** A CBS figure as text in the page's number format. */
export function formatContextFigure(key: AreaContextFigureKey, value: number, lang: string): string {
  switch (FORMAT[key]) {
    case 'decimal':
      return formatNumber(value, lang, 1);
    case 'km':
      return `${formatNumber(value, lang, 1)} km`;
    case 'thousandEuro':
      return `€ ${formatNumber(value, lang, 1)} ${lang === 'nl' ? 'dzd.' : 'k'}`;
    default:
      return formatNumber(value, lang, 0);
  }
}

/** *_context: the CBS kerncijfers of the core or municipality, with the CBS area and period as their source. */
export function AreaContext({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const c: PublicAreaContext | null | undefined = page.area?.context;
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={(!c || !c.figures.length) && t('publications.areaDetails.noContext')}>
      {c && (
        <>
          <SectionTable minWidth={280} testId="area-context">
            <tbody>
              {c.figures.map((f) => (
                <tr key={f.key} data-figure={f.key}>
                  <td>{t(`publications.areaDetails.cbs.${f.key}`)}</td>
                  <td className="pub-num">{formatContextFigure(f.key, f.value, lang)}</td>
                </tr>
              ))}
            </tbody>
          </SectionTable>
          <Text size="xs" c="dimmed" mt="xs" data-testid="area-context-source">
            {t('publications.areaDetails.cbsSource', { level: c.level, name: c.name ?? c.code, code: c.code, year: c.year ?? '?' })}
          </Text>
        </>
      )}
    </SectionFrame>
  );
}
