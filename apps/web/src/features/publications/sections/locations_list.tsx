import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea } from '../../../lib/format';
import { publicationPath } from '../../../lib/links';
import { DecisionButtons, DecisionStatus, VisitorNameInput, allowsDecisions, useLocationDecision } from './LocationDecision';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionKind, SectionProps } from './types';

/** The locations of a search query or an area, each linking to its own page; with accept/reject when the publication allows it. */
function LocationsList({ section, page, mode }: SectionProps) {
  const { t, i18n } = useTranslation();
  const decision = useLocationDecision(page);
  const key = page.publication.key;
  const canDecide = allowsDecisions(page);
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_list');
  return (
    <SectionFrame
      type={section.type}
      title={title}
      empty={!page.locations.length && t('publications.sections.noLocations')}
    >
      <Stack gap="sm">
        {canDecide && <VisitorNameInput state={decision} mode={mode} />}
        <SectionTable minWidth={canDecide ? 560 : 400} testId="pub-locations">
          <thead>
            <tr>
              <th>{t('publications.facts.name')}</th>
              <th>{t('publications.facts.city')}</th>
              <th className="pub-num">{t('publications.facts.plotsize')}</th>
              <th>{t('publications.facts.status')}</th>
              {canDecide && <th>{t('publications.decision.column')}</th>}
            </tr>
          </thead>
          <tbody>
            {page.locations.map((l) => (
              <tr key={l.key} data-testid="pub-location-row" data-name={l.name}>
                <td>
                  {mode === 'public' ? (
                    <Anchor
                      component={Link}
                      to={`${publicationPath(page.publication.type, key)}/${encodeURIComponent(l.key)}`}
                    >
                      {l.name}
                    </Anchor>
                  ) : (
                    l.name
                  )}
                </td>
                <td>{l.city ?? ''}</td>
                <td className="pub-num">{l.plotsize ? formatArea(l.plotsize, i18n.language) : ''}</td>
                <td data-testid="pub-location-status">{l.statusName ?? ''}</td>
                {canDecide && (
                  <td>
                    <DecisionButtons state={decision} location={l} mode={mode} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </SectionTable>
        <DecisionStatus state={decision} />
      </Stack>
    </SectionFrame>
  );
}

export const locationsList: SectionKind = {
  type: 'locations_list',
  for: ['searchquery', 'business_park', 'population_core'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: LocationsList,
};
