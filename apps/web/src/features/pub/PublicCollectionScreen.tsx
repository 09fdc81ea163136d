import { Anchor, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { PublicPage, PublicSection } from '@plotwise/contracts';
import { useScreenMatch } from '../../app/RootRoute';
import { publicationPath } from '../../lib/links';
import { PublicPageView } from '../publications/PublicPageView';
import { PublicScreenFrame } from './PublicScreenFrame';
import { usePageMeta } from './usePageMeta';
import { usePublicPage } from './usePublicPage';

// One location of a search query or an area is shown with the sections of a location page (and its own map).
const LOCATION_SECTIONS = [
  'location_summary',
  'location_regulations',
  'location_concepts',
  'locations_map',
] as const;

// Location sections the publication may add itself: they describe one location, so they show on each location's
// page (after the sections above) and not on the list of all of them.
const PER_LOCATION_SECTIONS: readonly PublicSection['type'][] = [
  'location_customfields',
  'location_current_situation',
  'location_context',
  'location_business',
  'location_filter_summary',
  'images_carrousel',
];

/** The page of one location of the collection: the location sections, plus the publication's per-location, survey and contact sections. */
function locationPage(page: PublicPage): PublicPage {
  const own: PublicSection[] = LOCATION_SECTIONS.map((type, i) => ({
    id: -1 - i,
    type,
    order: i,
    param1: null,
    param2: null,
    questions: [],
  }));
  const kept = page.sections
    .filter((s) => PER_LOCATION_SECTIONS.includes(s.type) || s.type === 'survey' || s.type === 'call_to_action')
    .map((s) => ({ ...s, order: 100 + s.order }));
  return {
    ...page,
    publication: { ...page.publication, name: page.location?.name ?? page.publication.name },
    sections: [...own, ...kept],
    locations: [],
  };
}

/**
 * /pub/searchquery/{key}, /pub/businesspark/{key} and /pub/populationcore/{key}, each with /{location_key}: a published
 * collection of locations (a search query's, or the company's in a business park or town), or one of them.
 */
export default function PublicCollectionScreen() {
  const { t } = useTranslation();
  const { publication_key = '', location_key } = useParams();
  const screen = useScreenMatch()?.handle.screen ?? 'pub.searchquery';
  const page = usePublicPage(publication_key, location_key);
  usePageMeta(page.data);
  const data =
    page.data && location_key
      ? locationPage(page.data)
      : page.data && { ...page.data, sections: page.data.sections.filter((s) => !PER_LOCATION_SECTIONS.includes(s.type)) };
  return (
    <PublicScreenFrame
      screen={screen}
      pending={page.isPending}
      failed={page.isError || (!!location_key && !!page.data && !page.data.location)}
    >
      {data && (
        <>
          {location_key && page.data && (
            <Box px="lg" pt="sm" className="pub-no-print">
              <Anchor component={Link} to={publicationPath(page.data.publication.type, publication_key)}>
                {t('publications.backToQuery', { name: page.data.publication.name })}
              </Anchor>
            </Box>
          )}
          <PublicPageView page={data} mode="public" />
        </>
      )}
    </PublicScreenFrame>
  );
}
