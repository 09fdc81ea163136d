import { locationListTypes } from '@plotwise/contracts';
import { lazySection } from './lazySection';
import type { SectionKind } from './types';

/**
 * The registry entry of the images carrousel. Its renderer (images_carrousel.tsx) loads when a page has one, so the
 * public entry carries only these lines (docs/publications.md, the public bundle budget).
 */
export const imagesCarrousel: SectionKind = {
  type: 'images_carrousel',
  // on a list of locations (a search query, an area) each location's own page shows that location's images
  for: ['location', 'concept', ...locationListTypes],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  // the author picks which of the location's or concept's images it shows (param2: image ids; none picked: all); a
  // list has no pick (ImagesPicker says each location shows its own)
  images: true,
  Render: lazySection(() => import('./images_carrousel')),
};
