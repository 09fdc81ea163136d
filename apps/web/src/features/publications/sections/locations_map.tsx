import { Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';

const StaticPlotMap = lazy(() => import('./StaticPlotMap'));

/**
 * Becomes true once the element is near the viewport (and stays true), so the map code loads only then; at once when
 * the page is printed (the server's PDF printer marks its page with `plotwisePrint`; a visitor's print fires
 * `beforeprint`), as a printed page has no viewport to scroll.
 */
export function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    typeof IntersectionObserver === 'undefined' || (globalThis as { plotwisePrint?: boolean }).plotwisePrint === true,
  );
  useEffect(() => {
    if (near || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '200px',
    });
    io.observe(ref.current);
    const printing = () => setNear(true);
    window.addEventListener('beforeprint', printing);
    return () => {
      io.disconnect();
      window.removeEventListener('beforeprint', printing);
    };
  }, [near]);
  return { ref, near };
}

/** A static map of the plots (location) or the locations (search query, business park, population core), without tiles or a map library. */
function LocationsMap({ section, page }: SectionProps) {
  const { t } = useTranslation();
  const { ref, near } = useNearViewport();
  const title = paramText(section.param1) || t('publications.sectionTypes.locations_map');
  const empty = !page.location && !page.locations.length;
  return (
    <SectionFrame type={section.type} title={title} empty={empty && t('publications.sections.noMap')}>
      <div ref={ref} style={{ minHeight: 120 }}>
        {near && (
          <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
            <StaticPlotMap page={page} color={page.company.style.primaryColor} />
          </Suspense>
        )}
      </div>
    </SectionFrame>
  );
}

export const locationsMap: SectionKind = {
  type: 'locations_map',
  for: ['location', 'concept', 'searchquery', 'business_park', 'population_core'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  Render: LocationsMap,
};
