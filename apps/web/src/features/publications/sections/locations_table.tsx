import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatArea } from '../../../lib/format';
import { publicLocationPath } from '../../../lib/links';
import { SectionFrame, paramText } from './SectionFrame';
import { SectionTable } from './SectionTable';
import type { SectionProps } from './types';

/** The publication's locations in a table with their key figures (address, parcel, area, status), each linking to its page. */
export default function LocationsTable({ section, page, mode }: SectionProps) {
  const { t, i18n } = useTranslation();
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_table');
  return (
    <SectionFrame type={section.type} title={title} empty={!page.locations.length && t('publications.sections.noLocations')}>
      <SectionTable minWidth={640} testId="pub-locations-table">
        <thead>
          <tr>
            <th>{t('publications.facts.name')}</th>
            <th>{t('publications.facts.address')}</th>
            <th>{t('publications.facts.municipality')}</th>
            <th>{t('publications.facts.plotnr')}</th>
            <th className="pub-num">{t('publications.facts.plotsize')}</th>
            <th>{t('publications.facts.status')}</th>
          </tr>
        </thead>
        <tbody>
          {page.locations.map((l) => (
            <tr key={l.key} data-testid="pub-table-row">
              <td>
                {mode === 'public' ? (
                  <Anchor component={Link} to={publicLocationPath(page.publication, l.key)}>
                    {l.name}
                  </Anchor>
                ) : (
                  l.name
                )}
              </td>
              <td>{[l.display_address, l.city].filter(Boolean).join(', ')}</td>
              <td>{l.municipality ?? ''}</td>
              <td>{l.plotnr ?? ''}</td>
              {/* whole m² in a table, so the column compares at a glance */}
              <td className="pub-num">{l.plotsize ? formatArea(l.plotsize, i18n.language, { hectares: false }) : ''}</td>
              <td>{l.statusName ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </SectionTable>
    </SectionFrame>
  );
}
