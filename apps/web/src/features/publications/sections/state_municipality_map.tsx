import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicationPath } from '../../../lib/links';
import { titleOf } from './areaSectionRenderers';
import { useNearViewport } from './locations_map';
import { SectionFrame } from './SectionFrame';
import type { SectionProps } from './types';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

const MunicipalityMapSvg = lazy(() => import('./MunicipalityMapSvg'));

/**
 * state_municipality_map: the municipalities with the company's published area and location publications, as an SVG
 * of their CBS outlines (its code loaded when the section nears the viewport) and as a list, each linking to its
 * page. Loaded after the public entry, only on a page with this section (areaSections.tsx); the server adds
 * `page.municipalityMap` only then (apps/server municipalityMap.ts).
 */
export default function StateMunicipalityMap({ section, page, mode }: SectionProps) {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport();
  const municipalities = page.municipalityMap ?? [];
  const drawn = municipalities.some((m) => m.outline);
  return (
    <SectionFrame type={section.type} title={titleOf(section, t)} empty={!municipalities.length && t('publications.municipalityMap.none')}>
      {drawn ? (
        <div ref={ref} style={{ minHeight: 120 }}>
          {near && (
            <Suspense fallback={<LoadingIndicator size="sm" label={t('common.loading')} />}>
              <MunicipalityMapSvg municipalities={municipalities} color={page.company.style.primaryColor} linked={mode === 'public'} />
            </Suspense>
          )}
        </div>
      ) : (
        <Text size="sm" c="dimmed" data-testid="municipality-map-no-outlines">
          {t('publications.municipalityMap.noOutlines')}
        </Text>
      )}
      <ul className="pub-link-list" data-testid="municipality-map-list">
        {municipalities.map((m) => (
          <li key={m.name} data-municipality={m.name}>
            <Text span fw={600}>
              {m.name}
            </Text>
            {': '}
            {m.publications.map((p, i) => (
              <span key={p.key}>
                {i > 0 && ', '}
                {mode === 'public' ? (
                  <Anchor component={Link} to={publicationPath(p.type, p.key)}>
                    {p.name || p.key}
                  </Anchor>
                ) : (
                  p.name || p.key
                )}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
