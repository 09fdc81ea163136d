import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrinting } from './printing';
import { SectionFrame, paramText } from './SectionFrame';
import type { SectionKind, SectionProps } from './types';
import { LoadingIndicator } from '../../../ui/LoadingIndicator';

const StaticPlotMap = lazy(() => import('./StaticPlotMap'));

/**
 * Becomes true once the element is near the viewport (and stays true), so the map code loads only then; at once when
 * the page is printed (`usePrinting`), as a printed page has no viewport to scroll.
 */
export function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const printing = usePrinting();
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: '200px',
    });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [seen]);
  // once printed, the map stays (like one scrolled to): state adjusted while rendering, React's pattern for it
  if (printing && !seen) setSeen(true);
  return { ref, near: seen || printing };
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
          <Suspense fallback={<LoadingIndicator size="sm" label={t('common.loading')} />}>
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
