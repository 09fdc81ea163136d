import { Anchor, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { IbisMunicipality, IbisPark } from '@plotwise/contracts';
import { useNearViewport } from '../publications/sections/locations_map';
import { SectionTable } from '../publications/sections/SectionTable';
import { figureText } from './ibisFigures';
import { ibisPath } from './ibisApi';
import { LoadingIndicator } from '../../ui/LoadingIndicator';

const IbisParksMap = lazy(() => import('./IbisParksMap'));

/** The map of the survey's parks (of one municipality): its code and the outlines load only when it nears the viewport. */
export function IbisMap({ surveyKey, municipality, color }: { surveyKey: string; municipality?: string; color: string }) {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport();
  return (
    <section className="pub-section" data-testid="ibis-map-section" aria-label={t('pub.ibisMap.title')}>
      <Title order={2} size="h3" my="md">
        {t('pub.ibisMap.title')}
      </Title>
      <div ref={ref} style={{ minHeight: 120 }}>
        {near && (
          <Suspense fallback={<LoadingIndicator size="sm" label={t('common.loading')} />}>
            <IbisParksMap surveyKey={surveyKey} municipality={municipality} color={color} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

/** Step 1: the municipalities with business parks, each a link to its parks. */
export function IbisMunicipalityList({ surveyKey, municipalities }: { surveyKey: string; municipalities: IbisMunicipality[] }) {
  const { t } = useTranslation();
  return (
    <section className="pub-section" data-testid="ibis-municipalities">
      <Title order={2} size="h3" my="md">
        {t('pub.ibis.municipalitiesTitle')}
      </Title>
      {!municipalities.length ? (
        <Text c="dimmed" data-testid="ibis-empty">
          {t('pub.ibis.noMunicipalities')}
        </Text>
      ) : (
        <ul className="pub-link-list">
          {municipalities.map((m) => (
            <li key={m.name}>
              <Anchor component={Link} to={ibisPath(surveyKey, m.name)} data-testid="ibis-municipality">
                {m.name}
              </Anchor>{' '}
              <Text span c="dimmed" size="sm">
                {t('pub.ibis.parks', { count: m.parks })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Step 2: the parks of a municipality with their registered figures, each a link to its page. */
export function IbisParkList({ surveyKey, municipality, parks }: { surveyKey: string; municipality: string; parks: IbisPark[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <section className="pub-section" data-testid="ibis-parks">
      <Title order={2} size="h3" my="md">
        {t('pub.ibis.parksTitle', { municipality })}
      </Title>
      {!parks.length ? (
        <Text c="dimmed" data-testid="ibis-empty">
          {t('pub.ibis.noParks')}
        </Text>
      ) : (
        <SectionTable minWidth={560} testId="ibis-park-table">
          <thead>
            <tr>
              <th>{t('pub.ibis.fields.name')}</th>
              <th>{t('pub.ibis.fields.rin')}</th>
              <th>{t('pub.ibis.fields.kind')}</th>
              <th className="pub-num">{t('pub.ibis.fields.gross_size_ha')}</th>
              <th className="pub-num">{t('pub.ibis.fields.net_size_ha')}</th>
              <th>{t('pub.ibis.fields.environmental_category')}</th>
            </tr>
          </thead>
          <tbody>
            {parks.map((p) => (
              <tr key={p.rin} data-testid="ibis-park-row" data-name={p.name}>
                <td>
                  <Anchor component={Link} to={ibisPath(surveyKey, municipality, p.rin)}>
                    {p.name}
                  </Anchor>
                </td>
                <td>{p.rin}</td>
                <td>{figureText('kind', p.kind, lang)}</td>
                <td className="pub-num">{figureText('gross_size_ha', p.gross_size_ha, lang)}</td>
                <td className="pub-num">{figureText('net_size_ha', p.net_size_ha, lang)}</td>
                <td>{figureText('environmental_category', p.environmental_category, lang)}</td>
              </tr>
            ))}
          </tbody>
        </SectionTable>
      )}
    </section>
  );
}
