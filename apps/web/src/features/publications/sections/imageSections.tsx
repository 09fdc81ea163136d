import { lazySection } from './lazySection';
import type { SectionKind } from './types';

/**
 * The registry entry of the images carrousel. Its renderer (images_carrousel.tsx) loads when a page has one, so the
 * public entry carries only these lines (docs/publications.md, the public bundle budget).
 */
export const imagesCarrousel: SectionKind = {
  type: 'images_carrousel',
  for: ['location', 'concept'],
  params: [{ param: 'param1', label: 'publications.params.title' }],
  // the author picks which of the location's or concept's images it shows (param2: image ids; none picked: all)
  images: true,
  Render: lazySection(() => import('./images_carrousel')),
};
