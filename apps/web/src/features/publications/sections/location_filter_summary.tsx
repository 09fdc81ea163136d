import { SCORE_DECIMALS } from '@plotwise/core/search/scoreRounding';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { figureText, labelIn } from './parcelFigures';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/**
 * For a location reached from a search-query publication: the query, the location's score under it and each of
 * its filters with the location's value and whether it passed. On the query's own list there is no one location,
 * so the section says it shows on each location's page.
 */
export default function LocationFilterSummary({ section, page }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const title = paramText(section.param1) || t('publications.sectionTypes.location_filter_summary');
  const summary = page.location ? (page.locationDetails?.filterSummary ?? null) : null;
  return (
    <SectionFrame type={section.type} title={title} empty={!summary && t('publications.sections.noFilterSummary')}>
      {summary && (
        <>
          <Text>{t('publications.filterSummary.query', { name: summary.query })}</Text>
          <Text fw={600} data-testid="pub-filter-score">
            {t('publications.filterSummary.score', {
              value: summary.score === null ? t('publications.filterSummary.unknown') : formatNumber(summary.score, lang, SCORE_DECIMALS),
            })}
          </Text>
          {summary.filters.length > 0 ? (
            <SectionTable minWidth={400} spaced testId="pub-filter-summary">
              <thead>
                <tr>
                  <th>{t('publications.filterSummary.filter')}</th>
                  <th className="pub-num">{t('publications.filterSummary.value')}</th>
                  <th>{t('publications.filterSummary.matched')}</th>
                </tr>
              </thead>
              <tbody>
                {summary.filters.map((f, i) => (
                  <tr key={i} data-matched={String(f.matched)}>
                    <td>{labelIn(f.label, lang)}</td>
                    <td className="pub-num">{f.value === null ? '' : figureText({ unit: f.unit, value: f.value }, lang, t)}</td>
                    <td>
                      {t(
                        f.matched === null
                          ? 'publications.filterSummary.unknown'
                          : f.matched
                            ? 'publications.figures.yes'
                            : 'publications.figures.no',
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </SectionTable>
          ) : (
            <Text c="dimmed">{t('publications.filterSummary.noFilters')}</Text>
          )}
        </>
      )}
    </SectionFrame>
  );
}
